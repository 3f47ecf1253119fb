// Wires the savings tracker: its repository (reads only: the records offer actions write, orders
// and plans), the service and the handler.
import type { AppConfig } from '../../config';
import type { AuthAccess } from '../auth';
import type { ModuleDeps } from '../deps';
import { SavingsRepository } from './repository';
import { savingsHandlers } from './routes';
import { SavingsService } from './service';

export interface SavingsModuleDeps extends ModuleDeps {
  auth: AuthAccess;
}

export function createSavingsModule(_config: AppConfig, deps: SavingsModuleDeps) {
  const service = new SavingsService({ repository: new SavingsRepository(deps.db), now: deps.now });
  return { service, handlers: savingsHandlers({ service, auth: deps.auth }) };
}
