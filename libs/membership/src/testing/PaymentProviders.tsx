// What the payment components read from context, with fakes: auth's test providers (offline
// client, session) with a fake PaymentApi in the query factory. For tests and stories only.
import type { PaymentApi, Queries } from '@rewards/api-client';
import { offline, testApi, type TestApi } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import type { SessionStore } from '@rewards/auth';
import { AuthTestProviders, fakeAuthApi, makeUser, testSessionStore } from '@rewards/auth/testing';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export interface PaymentTestApiOptions {
  /** The joining calls (a `fakePaymentApi()`), behind the payment reads and actions. */
  paymentApi: PaymentApi;
  store: SessionStore;
  /** The user `currentUser()` answers (the confirmation refreshes the session with it). */
  refreshedUser?: User | undefined;
  /** Answers already in the query cache (the client itself is offline). */
  seed?: ((queryClient: QueryClient, queries: Queries) => void) | undefined;
}

/** The offline client and a fresh cache, with account calls answering the session's user. */
export function paymentTestApi({ paymentApi, store, refreshedUser, seed }: PaymentTestApiOptions): TestApi {
  const user = refreshedUser ?? store.getState().user ?? makeUser();
  const api = testApi(offline, { authApi: fakeAuthApi({ currentUser: async () => user }), calls: { payment: paymentApi } });
  seed?.(api.queryClient, api.queries);
  return api;
}

export interface PaymentProvidersProps extends Partial<PaymentTestApiOptions> {
  paymentApi: PaymentApi;
  children: ReactNode;
}

/** Logged in as `makeUser()` unless `store` says otherwise. */
export function PaymentProviders({ paymentApi, store, refreshedUser, seed, children }: PaymentProvidersProps) {
  const [session] = useState(() => store ?? testSessionStore(makeUser()));
  const [api] = useState(() => paymentTestApi({ paymentApi, store: session, refreshedUser, seed }));
  return (
    <AuthTestProviders api={api} store={session}>
      {children}
    </AuthTestProviders>
  );
}
