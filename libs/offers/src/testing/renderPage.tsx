// Test helper: renders route modules over the real API client and query factories, with a fake
// fetch answering the calls, so tests see what the pages really ask for and show; through
// `renderWithApi`.
import type { DataDeps } from '@rewards/api-client';
import { renderWithApi, testApi, type Responder } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import { LoginPopupProvider } from '@rewards/auth';
import { makeUser, paidMembership, SessionTestProviders, testSessionStore } from '@rewards/auth/testing';
import { createOverlayStore, OverlayProvider, type OverlayStore } from '@rewards/platform';
import { I18nProvider, type Locale } from '@rewards/i18n';
import type { PartnerConfig } from '@rewards/partner';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { BrowsingSlotsProvider, type BrowsingSlots } from '@rewards/platform';
import { testPartner } from './fixtures';

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
  /** The overlay store (default: a fresh one), to see what the page opens. */
  overlays?: OverlayStore;
  /** The page's language (the shell's I18nProvider); without it, English as a component's own test reads. */
  locale?: Locale;
}

export function renderPage(module: RouteModule, { path, url, respond, member = false, partner = testPartner(), slots = {}, routes = [], history = [], overlays = createOverlayStore(), locale }: RenderPageOptions) {
  const deps = testApi(respond);
  const store = testSessionStore(member ? makeUser({ ...paidMembership, ...(member === true ? {} : member) }) : null);
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
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionTestProviders store={store}>
      <BrowsingSlotsProvider slots={slots}>
        {/* One overlay store per render, as the shell has: no drawer stays open into the next test. */}
        <OverlayProvider store={overlays}>{locale ? <I18nProvider locale={locale}>{children}</I18nProvider> : children}</OverlayProvider>
      </BrowsingSlotsProvider>
    </SessionTestProviders>
  );
  renderWithApi(<RouterProvider router={router} />, { api: deps, partner, wrapper });
  return { router, requests: deps.requests, requestsTo: deps.requestsTo, queryClient: deps.queryClient, store, overlays };
}
