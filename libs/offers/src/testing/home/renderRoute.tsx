// Renders a route module (or any element) the way the app does: a data router whose root holds
// the providers, the real query client over a fake server, and a catch-all that shows the path.
import { testApi, type TestApi } from '@rewards/api-client/testing';
import type { SessionStore } from '@rewards/auth';
import { I18nProvider, type Locale } from '@rewards/i18n';
import type { PartnerConfig } from '@rewards/partner';
import { render } from '@testing-library/react';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type LoaderFunction } from 'react-router-dom';
import type { BrowsingSlots } from '@rewards/platform';
import { testPartner } from '../fixtures';
import { homeServer, type HomeApiAnswers } from './fixtures';
import { HomeProviders } from './HomeProviders';

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}

export interface RenderRouteOptions {
  path?: string;
  answers?: HomeApiAnswers;
  session?: SessionStore;
  slots?: BrowsingSlots;
  categoriesPath?: string;
  /** Another deployment's config (the core site's by default). */
  partner?: PartnerConfig;
  /** The page's language (the shell's I18nProvider); without it, English as a component's own test reads. */
  locale?: Locale;
}

export function renderRoute(
  page: { Component: ComponentType; createLoader?: (deps: TestApi) => LoaderFunction } | { element: ReactNode },
  { path = '/', answers, session, slots, categoriesPath, partner, locale }: RenderRouteOptions = {},
) {
  const data = testApi(homeServer(answers));
  const route =
    'element' in page
      ? { path, element: page.element }
      : { path, Component: page.Component, ...(page.createLoader ? { loader: page.createLoader(data) } : {}) };
  const router = createMemoryRouter(
    [
      {
        element: (
          <HomeProviders data={data} partner={partner ?? testPartner(categoriesPath)} session={session} slots={slots}>
            {locale ? (
              // a page in another language waits for its messages, as the shell's boundaries do
              <I18nProvider locale={locale}>
                <Suspense fallback={<p>Loading…</p>}>
                  <Outlet />
                </Suspense>
              </I18nProvider>
            ) : (
              <Outlet />
            )}
          </HomeProviders>
        ),
        HydrateFallback: () => null,
        children: [route, { path: '*', Component: Elsewhere }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { data, router };
}
