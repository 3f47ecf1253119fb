// Test helper: the query cache and the query factories (what every data-reading component needs),
// over a `testApi()`; and a render helper that gives each render its own.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
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

/** QueryClientProvider and QueriesProvider (queries, account calls, client) over a fake server. */
export function TestApiProvider({ api, respond, children }: TestApiProviderProps) {
  const [deps] = useState(() => api ?? testApi(respond));
  return (
    <QueryClientProvider client={deps.queryClient}>
      <QueriesProvider queries={deps.queries} authApi={deps.authApi} api={deps.api}>
        {children}
      </QueriesProvider>
    </QueryClientProvider>
  );
}

export interface RenderWithApiOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  respond?: Responder;
  /** Deps made beforehand (to seed the cache or pass to a loader); a fresh `testApi(respond)` otherwise. */
  api?: TestApi;
}

/** Renders `ui` inside a `TestApiProvider` with a cache of its own; returns the view and the deps. */
export function renderWithApi(ui: ReactNode, { respond, api = testApi(respond), ...options }: RenderWithApiOptions = {}) {
  const view = render(<TestApiProvider api={api}>{ui}</TestApiProvider>, options);
  return { ...view, ...api };
}
