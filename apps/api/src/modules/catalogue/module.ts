// Wires the catalogue module: categories, offers, offer detail and search.
import type { AppConfig } from '../../config';
import type { ModuleDeps } from '../deps';
import { CatalogueRepository } from './repository';
import { catalogueHandlers } from './routes';
import { CatalogueService } from './service';

export function createCatalogueModule(_config: AppConfig, deps: ModuleDeps) {
  return { handlers: catalogueHandlers(new CatalogueService(new CatalogueRepository(deps.db), deps.catalogueVersion, deps.now)) };
}
