// Test helper: renders route modules over the real API client and query factories, with a fake
// fetch answering the calls, so tests see what the pages really ask for and show.
import { createApiClient, createQueries, QueriesProvider, type DataDeps } from '@rewards/api-client';
import { createAuthApi } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import { createSessionStore, LoginPopupProvider, SessionProvider } from '@rewards/auth';
import type { PartnerConfig } from '@rewards/partner';
import { PartnerProvider } from '@rewards/partner';
import { OverlayProvider } from '@rewards/design-system';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { BrowsingSlotsProvider, type BrowsingSlots } from '../slots';
import { testMember, testPartner } from './fixtures';
import type { Responder } from './responses';

export const TEST_BASE_URL = 'http://api.test';

export { errorResponse, jsonResponse, ok, type Responder } from './responses';

/** A route module: what the shell's registry reads. */
export interface RouteModule {
  Component: () => ReactNode;
  createLoader?: (deps: DataDeps) => NonNullable<RouteObject['loader']>;
  ErrorBoundary?: () => ReactNode;
}

export interface RenderPageOptions {
  path: string;
  url: string;
  respond: Responder;
  /** true (or a user) for a logged-in member; visitors by default. */
  member?: boolean | Partial<User>;
  partner?: PartnerConfig;
  slots?: BrowsingSlots;
  /** More routes beside the page (where links lead). */
  routes?: RouteObject[];
  /** History entries before `url`. */
  history?: string[];
}

export function renderPage(module: RouteModule, { path, url, respond, member = false, partner = testPartner(), slots = {}, routes = [], history = [] }: RenderPageOptions) {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return respond(request);
  };
  const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'TIMES_PRIME', fetch, logErrors: false });
  const queries = createQueries(api);
  const authApi = createAuthApi(api);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const deps: DataDeps = { queryClient, queries, authApi, api };
  const store = createSessionStore({ storage: undefined, channel: undefined, reload: () => undefined });
  if (member) {
    const user = testMember(member === true ? {} : member);
    store.completeLogin({ accessToken: 'access-token', tokenType: 'Bearer', expiresIn: 900, loginType: 'SSO', user, action: 'SHOW_HOME', actionType: 'NAVIGATE' });
  }
  const router = createMemoryRouter(
    [
      {
        element: (
          <LoginPopupProvider>
            <Suspense fallback={<p>Loading…</p>}>
              <Outlet />
            </Suspense>
          </LoginPopupProvider>
        ),
        errorElement: <p>root boundary</p>,
        children: [
          {
            path,
            Component: module.Component,
            ...(module.createLoader ? { loader: module.createLoader(deps) } : {}),
            ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
          },
          ...routes,
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [...history, url], initialIndex: history.length },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <QueriesProvider queries={queries} authApi={authApi} api={api}>
        <PartnerProvider partner={partner}>
          <SessionProvider store={store}>
            <BrowsingSlotsProvider slots={slots}>
              {/* One overlay store per render, as the shell has: no drawer stays open into the next test. */}
              <OverlayProvider>
                <RouterProvider router={router} />
              </OverlayProvider>
            </BrowsingSlotsProvider>
          </SessionProvider>
        </PartnerProvider>
      </QueriesProvider>
    </QueryClientProvider>,
  );
  const requestsTo = (pathname: string) => requests.filter((request) => new URL(request.url).pathname === pathname);
  return { router, requests, requestsTo, queryClient, store };
}
