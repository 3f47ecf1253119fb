// What the credit page reads from context, for tests and stories: the real client and query
// factories over the fake credit server, auth's test providers (session, fake account calls), the
// site's overlay store and the login popup. Must sit inside a router and a partner provider.
import { testApi, type TestApi } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import { LoginPopupProvider, type SessionStore } from '@rewards/auth';
import { AuthTestProviders, fakeAuthApi, testSessionStore, type TestSessionStatus } from '@rewards/auth/testing';
import { OverlayProvider } from '@rewards/platform';
import { useState, type ReactNode } from 'react';
import { creditServer, type CreditServerOptions } from './creditServer';

/** The real client over `creditServer(server)`, with a fresh cache; account calls are fakes. */
export function creditTestApi(server: CreditServerOptions = {}): TestApi {
  return testApi(creditServer(server), { authApi: fakeAuthApi() });
}

/** A member's session (`user`), one still being restored (`loggingIn`), or a visitor's (`user: null`). */
export function creditSession(user: User | null, status: TestSessionStatus = 'loggedIn'): SessionStore {
  return testSessionStore(user, user ? status : 'loggedOut');
}

export interface CreditProvidersProps {
  api: TestApi;
  store: SessionStore;
  children: ReactNode;
}

export function CreditProviders({ api, store, children }: CreditProvidersProps) {
  return (
    <AuthTestProviders api={api} store={store}>
      <LoginPopupHost>{children}</LoginPopupHost>
    </AuthTestProviders>
  );
}

/** An overlay store of its own and the login popup, as the shell mounts them (inside the router). */
export function LoginPopupHost({ children }: { children: ReactNode }) {
  return (
    <OverlayProvider>
      <LoginPopupProvider>{children}</LoginPopupProvider>
    </OverlayProvider>
  );
}

export interface CreditStoryFrameProps {
  /** The member; `null` for a visitor. */
  user: User | null;
  server?: CreditServerOptions;
  children: ReactNode;
}

/** Stories render inside Storybook's router and partner (preview.tsx); this adds the rest, made once per story. */
export function CreditStoryFrame({ user, server, children }: CreditStoryFrameProps) {
  const [api] = useState(() => creditTestApi(server));
  const [store] = useState(() => creditSession(user));
  return (
    <CreditProviders api={api} store={store}>
      {children}
    </CreditProviders>
  );
}
