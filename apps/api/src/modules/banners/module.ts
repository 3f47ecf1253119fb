// Wires the banners module: repository, service, handlers.
import type { AppConfig } from '../../config';
import type { ModuleDeps } from '../deps';
import { BannersRepository } from './repository';
import { bannersHandlers } from './routes';
import { BannersService } from './service';

export function createBannersModule(_config: AppConfig, deps: ModuleDeps) {
  return { handlers: bannersHandlers(new BannersService(new BannersRepository(deps.db))) };
}
