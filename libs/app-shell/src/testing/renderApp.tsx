import { createApiClient, createAuthApi, createQueries, type DataDeps } from '@rewards/api-client';
import { createSessionStore, type SessionStore } from '@rewards/auth';
import type { PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { buildRoutes } from '../routing/buildRoutes';
import type { RegistryEntry } from '../routing/registry';

export const corePartner = examplePartners.core;
export const shopperPartner = examplePartners.shopper;

/**
 * Renders the shell's real route tree in memory. The API client points at a fetch that fails, so
 * the footer's home-data query errors quietly (the frame must survive that) and routes under test
 * come from the given registry.
 */
export function renderApp(
  path: string,
  { partner = corePartner, registry, session = createSessionStore({ storage: undefined, channel: undefined }) }: { partner?: PartnerConfig; registry: RegistryEntry[]; session?: SessionStore },
) {
  const api = createApiClient({ baseUrl: 'http://api.test', channel: partner.channel, logErrors: false, fetch: () => Promise.reject(new Error('offline in tests')) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const authApi = createAuthApi(api);
  const deps: DataDeps = { queryClient, queries: createQueries(api, authApi), authApi, api };
  const router = createMemoryRouter(buildRoutes(partner, deps, registry), { initialEntries: [path] });
  const view = render(<AppProviders partner={partner} deps={deps} session={session} router={router} />);
  return { ...view, router, session };
}
