// Wires the home module: the home sections and the site layout (header, footer, cities), both of
// which read offers through the catalogue's repository.
import type { AppConfig } from '../../config';
import { catalogueReader } from '../catalogue';
import type { ModuleDeps } from '../deps';
import { LayoutRepository } from './layout-repository';
import { layoutHandlers } from './layout-routes';
import { LayoutService } from './layout-service';
import { HomeRepository } from './repository';
import { homeHandlers } from './routes';
import { HomeService } from './service';

export function createHomeModule(_config: AppConfig, deps: ModuleDeps) {
  const catalogue = catalogueReader(deps.db);
  return {
    handlers: {
      ...homeHandlers(new HomeService(new HomeRepository(deps.db), catalogue)),
      ...layoutHandlers(new LayoutService(new LayoutRepository(deps.db), catalogue)),
    },
  };
}
