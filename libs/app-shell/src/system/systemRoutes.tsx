// The system pages as route modules, loaded lazily by the registry like any feature route.
import type { FeatureRouteModule } from '../routing/registry';
import { SystemPage } from './SystemPage';

export const overloadRoute: FeatureRouteModule = { Component: () => <SystemPage kind="overload" /> };

export const downtimeRoute: FeatureRouteModule = { Component: () => <SystemPage kind="downtime" /> };
