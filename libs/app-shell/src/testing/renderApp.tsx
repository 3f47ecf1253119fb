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

/** Canned API answers by path (`/c/prime/layout`); any other call fails as if offline. */
export type FakeApi = Record<string, unknown>;

function fakeFetch(answers: FakeApi): typeof globalThis.fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!(url.pathname in answers)) throw new Error('offline in tests');
    return new Response(JSON.stringify(answers[url.pathname]), { headers: { 'content-type': 'application/json' } });
  };
}

/**
 * Renders the shell's real route tree in memory. The API client answers only the given paths
 * (by default none: the frame's layout query fails quietly, which the frame must survive) and
 * routes under test come from the given registry.
 */
export function renderApp(
  path: string,
  {
    partner = corePartner,
    registry,
    session = createSessionStore({ storage: undefined, channel: undefined }),
    api: answers = {},
  }: { partner?: PartnerConfig; registry: RegistryEntry[]; session?: SessionStore; api?: FakeApi },
) {
  const api = createApiClient({ baseUrl: 'http://api.test', channel: partner.channel, logErrors: false, fetch: fakeFetch(answers) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const authApi = createAuthApi(api);
  const deps: DataDeps = { queryClient, queries: createQueries(api, authApi), authApi, api };
  const router = createMemoryRouter(buildRoutes(partner, deps, registry), { initialEntries: [path] });
  const view = render(<AppProviders partner={partner} deps={deps} session={session} router={router} />);
  return { ...view, router, session };
}
