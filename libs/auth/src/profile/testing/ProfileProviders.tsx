// Everything the profile components read from context, wired to a fake AuthApi: for tests and stories.
import { createApiClient, createQueries, QueriesProvider, type AuthApi } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createSessionStore, SessionProvider, type SessionStore } from '../../session';
import { makeLoginResult } from './fixtures';

/** A Storage kept in memory, so a test or story never shares state with another through the browser. */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * A session store cut off from the browser: memory instead of localStorage and a channel that
 * goes nowhere (left undefined, the store would open a real BroadcastChannel and stories running
 * side by side would log each other in). Logged in as `user` unless `status` says otherwise.
 */
export function testSessionStore(user: User | undefined, status: 'loggedIn' | 'loggingIn' | 'loggedOut' = 'loggedIn'): SessionStore {
  const store = createSessionStore({ storage: memoryStorage(), channel: { postMessage: () => undefined, addEventListener: () => undefined }, reload: () => undefined });
  if (status === 'loggingIn') store.beginLogin();
  if (status === 'loggedIn' && user) store.completeLogin(makeLoginResult(user));
  return store;
}

export function testDeps(authApi: AuthApi) {
  const api = createApiClient({ baseUrl: 'http://api.test', channel: 'TIMES_PRIME', logErrors: false, fetch: () => Promise.reject(new Error('no network in profile tests')) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { queryClient, queries: createQueries(api, authApi) };
}

export function ProfileProviders({ authApi, store, children }: { authApi: AuthApi; store: SessionStore; children: ReactNode }) {
  const [deps] = useState(() => testDeps(authApi));
  return (
    <QueryClientProvider client={deps.queryClient}>
      <QueriesProvider queries={deps.queries} authApi={authApi}>
        <SessionProvider store={store}>{children}</SessionProvider>
      </QueriesProvider>
    </QueryClientProvider>
  );
}
