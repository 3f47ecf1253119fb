// Wires the static module: the images and files the seed names.
import type { AppConfig } from '../../config';
import type { ModuleDeps } from '../deps';
import { MediaFiles } from './media';
import { StaticRepository } from './repository';
import { staticHandlers } from './routes';
import { StaticService } from './service';

export function createStaticModule(_config: AppConfig, deps: ModuleDeps) {
  return { handlers: staticHandlers(new StaticService(new StaticRepository(deps.db)), new MediaFiles()) };
}
