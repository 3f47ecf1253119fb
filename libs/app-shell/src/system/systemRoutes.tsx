// The system pages as route modules, loaded lazily by the registry like any feature route.
import { redirect } from 'react-router-dom';
import type { FeatureRouteModule } from '../routing/registry';
import { SystemPage } from './SystemPage';

export const overloadRoute: FeatureRouteModule = { Component: () => <SystemPage kind="overload" /> };

export const downtimeRoute: FeatureRouteModule = { Component: () => <SystemPage kind="downtime" /> };

/** Where /sft sends a visitor: the home page, with the link's query (campaign parameters) kept. */
export function sftTarget(url: string): string {
  return `/${new URL(url, 'http://site.invalid').search}`;
}

/**
 * /sft has no screen (spec): a marketing link's entry that redirects (302 on the server, a replace
 * in the browser) to the home page, where the free-trial widget and joining are, keeping its query.
 * A member at / is then sent on to their own home by the session rules, as from any link to /.
 */
export const sftRoute: FeatureRouteModule = {
  Component: () => null,
  createLoader: () => ({ request }) => redirect(sftTarget(request.url)),
};
