export { startApp } from './startApp';
export { buildRoutes, servedEntries, staticPrefix } from './routing/buildRoutes';
export type { FeatureRouteModule, HeaderKind, RegistryEntry, RouteHandle } from './routing/registry';
export { NotFoundPage } from './errors/NotFoundPage';
export { ServerErrorPage } from './errors/ServerErrorPage';
