// Everything the payment components read from context, with fakes: for tests and stories only.
import { createApiClient, createQueries, QueriesProvider, type AuthApi, type PaymentApi } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import { createSessionStore, SessionProvider, type SessionStore } from '@rewards/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PaymentApiProvider } from '../api/PaymentApiProvider';
import { loginResultFor, testUser } from './fixtures';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A session store cut off from the browser, logged in as `user`; `null` for a visitor. */
export function testSessionStore(user: User | null = testUser()): SessionStore {
  const store = createSessionStore({ storage: memoryStorage(), channel: { postMessage: () => undefined, addEventListener: () => undefined }, reload: () => undefined });
  if (user) store.completeLogin(loginResultFor(user));
  return store;
}

const offlineApi = createApiClient({ baseUrl: 'http://api.test', channel: 'TIMES_PRIME', logErrors: false, fetch: () => Promise.reject(new TypeError('offline')) });

export function fakeAuthApi(user: User): AuthApi {
  const refuse = () => Promise.reject(new Error('not used by payment'));
  return {
    checkUserExist: refuse,
    preLogin: refuse,
    captchaChallenge: refuse,
    register: refuse,
    sendOtp: refuse,
    resendOtp: refuse,
    verifyOtp: refuse,
    exchangeTicket: refuse,
    newToken: refuse,
    logout: async () => undefined,
    currentUser: async () => user,
    updateUser: refuse,
    cities: async () => ({ cities: [], states: [] }),
  };
}

export interface PaymentProvidersProps {
  paymentApi: PaymentApi;
  store?: SessionStore;
  /** The user `currentUser()` answers (the confirmation refreshes the session with it). */
  refreshedUser?: User;
  /** Answers already in the query cache (the client itself is offline). */
  seed?: (queryClient: QueryClient, queries: ReturnType<typeof createQueries>) => void;
  children: ReactNode;
}

export function PaymentProviders({ paymentApi, store, refreshedUser, seed, children }: PaymentProvidersProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  const [session] = useState(() => store ?? testSessionStore());
  const [authApi] = useState(() => fakeAuthApi(refreshedUser ?? session.getState().user ?? testUser()));
  const [queries] = useState(() => createQueries(offlineApi, authApi));
  useState(() => seed?.(queryClient, queries));
  return (
    <QueryClientProvider client={queryClient}>
      <QueriesProvider queries={queries} authApi={authApi} api={offlineApi}>
        <SessionProvider store={session}>
          <PaymentApiProvider paymentApi={paymentApi}>{children}</PaymentApiProvider>
        </SessionProvider>
      </QueriesProvider>
    </QueryClientProvider>
  );
}
