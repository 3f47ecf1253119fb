import { createApiClient, createAuthApi, createQueries, type DataDeps } from '@rewards/api-client';
import { createSessionStore, type SessionStore } from '@rewards/auth';
import { createOverlayStore, type OverlayStore } from '@rewards/design-system';
import type { PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { createOverloadStore, type OverloadStore } from '../failure/overload';
import { buildRoutes } from '../routing/buildRoutes';
import type { RegistryEntry } from '../routing/registry';

export const corePartner = examplePartners.core;
export const shopperPartner = examplePartners.shopper;

/**
 * Canned API answers by path (`/c/prime/layout`): a JSON body, or a function making the whole
 * response (a 429); any other call fails as if offline.
 */
export type FakeApi = Record<string, unknown>;

/** An answer with a status of its own, for a `FakeApi` entry. */
export function answerWith(status: number, body: unknown = {}) {
  return () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fakeFetch(answers: FakeApi): typeof globalThis.fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!(url.pathname in answers)) throw new Error('offline in tests');
    const answer = answers[url.pathname];
    if (typeof answer === 'function') return (answer as () => Response)();
    return new Response(JSON.stringify(answers[url.pathname]), { headers: { 'content-type': 'application/json' } });
  };
}

/**
 * Renders the shell's real route tree in memory. The API client answers only the given paths
 * (by default none: the frame's layout query fails quietly, which the frame must survive) and
 * routes under test come from the given registry.
 */
export function renderApp(
  path: InitialEntry,
  {
    partner = corePartner,
    registry,
    session = createSessionStore({ storage: undefined, channel: undefined }),
    api: answers = {},
    overload = createOverloadStore(),
    overlays = createOverlayStore(),
  }: { partner?: PartnerConfig; registry: RegistryEntry[]; session?: SessionStore; api?: FakeApi; overload?: OverloadStore; overlays?: OverlayStore },
) {
  // Wired as startApp wires it: any 429 answer sets the overload flag.
  const api = createApiClient({ baseUrl: 'http://api.test', channel: partner.channel, logErrors: false, fetch: fakeFetch(answers), onOverload: () => overload.mark() });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const authApi = createAuthApi(api);
  const deps: DataDeps = { queryClient, queries: createQueries(api, authApi), authApi, api };
  const router = createMemoryRouter(buildRoutes(partner, deps, registry), { initialEntries: [path] });
  const view = render(<AppProviders partner={partner} deps={deps} session={session} router={router} overload={overload} overlays={overlays} />);
  return { ...view, router, session, overload, overlays };
}
