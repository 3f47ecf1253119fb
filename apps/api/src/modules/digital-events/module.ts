// Wires the digital events: streamed exclusive events (/digital-event/{offerName}) for signed-in members.
import type { AppConfig } from '../../config';
import type { AuthAccess } from '../auth';
import { catalogueReader } from '../catalogue';
import type { ModuleDeps } from '../deps';
import { digitalEventHandlers } from './routes';
import { DigitalEventService } from './service';

export interface DigitalEventModuleDeps extends ModuleDeps {
  auth: AuthAccess;
}

export function createDigitalEventModule(_config: AppConfig, deps: DigitalEventModuleDeps) {
  return { handlers: digitalEventHandlers({ service: new DigitalEventService(catalogueReader(deps.db), deps.now), auth: deps.auth }) };
}
