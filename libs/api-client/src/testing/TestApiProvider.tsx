// Test helper: the query cache and the query factories (what every data-reading component needs),
// over a `testApi()`; and the one render helper every lib's tests build on.
import { PartnerProvider, type PartnerConfig } from '@rewards/partner';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { QueriesProvider } from '../QueriesProvider';
import type { Responder } from './fakeFetch';
import { testApi, type TestApi } from './testApi';

export interface TestApiProviderProps {
  /** The deps to provide; made once from `respond` when left out. */
  api?: TestApi;
  /** Answers the calls when `api` is left out (default: offline). */
  respond?: Responder;
  children: ReactNode;
}

/** QueryClientProvider and QueriesProvider (the query factory and account calls) over a fake server. */
export function TestApiProvider({ api, respond, children }: TestApiProviderProps) {
  const [deps] = useState(() => api ?? testApi(respond));
  return (
    <QueryClientProvider client={deps.queryClient}>
      <QueriesProvider queries={deps.queries} authApi={deps.authApi}>
        {children}
      </QueriesProvider>
    </QueryClientProvider>
  );
}

/** Shows where the router is, for tests to read: `screen.getByTestId('location')`. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderWithApiOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  respond?: Responder;
  /** Deps made beforehand (to seed the cache, fake some calls or pass to a loader); a fresh `testApi(respond)` otherwise. */
  api?: TestApi;
  /** The deployment, provided around everything; none when left out. */
  partner?: PartnerConfig;
  /** A lib's own providers (session, overlays, ...), inside the query providers and around the router. */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /**
   * Mounts `ui` in a memory router at `route`, at the pattern(s) `path` (default `/`; other paths
   * render only the probe), with a `LocationProbe`. Without `route` or `path` there is no router
   * (`ui` may be a `<RouterProvider>` of its own).
   */
  route?: InitialEntry;
  path?: string | string[];
}

/**
 * The one render helper: `ui` inside the partner, a `TestApiProvider` with a cache of its own, the
 * caller's `wrapper` and, when asked, a router; returns the view and the deps.
 */
export function renderWithApi(ui: ReactNode, { respond, api = testApi(respond), partner, wrapper: Wrapper, route, path, ...options }: RenderWithApiOptions = {}) {
  const routed =
    route === undefined && path === undefined ? (
      ui
    ) : (
      <MemoryRouter initialEntries={[route ?? '/']}>
        <Routes>
          {[path ?? '/'].flat().map((pattern) => (
            <Route key={pattern} path={pattern} element={ui} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    );
  const tree = <TestApiProvider api={api}>{Wrapper ? <Wrapper>{routed}</Wrapper> : routed}</TestApiProvider>;
  const view = render(partner ? <PartnerProvider partner={partner}>{tree}</PartnerProvider> : tree, options);
  return { ...view, ...api };
}
