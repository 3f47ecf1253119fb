// What the card flow reads from context, with fakes: auth's test providers (an offline client with
// the layout's app links in its cache, fake account calls, a session cut off from the browser) and
// a fake VisaCardApi in the query factory. For tests and stories only.
import type { AuthApi } from '@rewards/api-client';
import { layoutContent, offline, testApi, type TestApi } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import type { SessionStore } from '@rewards/auth';
import { AuthTestProviders, fakeAuthApi, makeUser, testSessionStore } from '@rewards/auth/testing';
import { useState, type ReactNode } from 'react';
import type { VisaCardApi } from '../api/useCardApi';

/** The offline client and a fresh cache holding the layout (the app's store links); `currentUser` answers `user`. */
export function visaTestApi({ cardApi, authApi, user }: { cardApi: VisaCardApi; authApi?: AuthApi | undefined; user?: User | null | undefined }): TestApi {
  const account = authApi ?? fakeAuthApi({ currentUser: async () => ({ ...(user ?? makeUser()), cardNetwork: 'VISA' }) });
  const api = testApi(offline, { authApi: account, calls: { card: cardApi } });
  for (const audience of ['visitor', 'member'] as const) api.queryClient.setQueryData(api.queries.layout.frame(audience).queryKey, layoutContent);
  return api;
}

export interface VisaProvidersProps {
  /** The card calls; `api`, when given, carries its own. */
  cardApi: VisaCardApi;
  /** The member; `null` (default) for a visitor. */
  user?: User | null;
  authApi?: AuthApi;
  store?: SessionStore;
  api?: TestApi;
  children: ReactNode;
}

export function VisaProviders({ cardApi, user = null, authApi, store, api, children }: VisaProvidersProps) {
  const [session] = useState(() => store ?? testSessionStore(user));
  const [deps] = useState(() => api ?? visaTestApi({ cardApi, authApi, user }));
  return (
    <AuthTestProviders api={deps} store={session}>
      {children}
    </AuthTestProviders>
  );
}
