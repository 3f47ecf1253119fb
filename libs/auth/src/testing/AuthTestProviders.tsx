// What auth's screens (and every feature reading the session) take from context, with fakes.
import type { AuthApi } from '@rewards/api-client';
import { offline, testApi, TestApiProvider, type TestApi } from '@rewards/api-client/testing';
import { useState, type ReactNode } from 'react';
import { CaptchaServicesProvider, type CaptchaServices } from '../captcha/captchaServices';
import { SessionProvider, type SessionStore } from '../session';
import { fakeCaptchaServices } from './captcha';
import { fakeAuthApi } from './fakeAuthApi';
import { testSessionStore } from './session';

export interface AuthTestProvidersProps {
  /** The account calls (default `fakeAuthApi()`); ignored when `api` is given, which has its own. */
  authApi?: AuthApi;
  /** The client, queries and cache (default: `authTestApi(authApi)`). */
  api?: TestApi;
  /** The session (default: a visitor's `testSessionStore()`). */
  store?: SessionStore;
  captchaServices?: CaptchaServices;
  children: ReactNode;
}

/** The offline client (every call fails), its queries and a fresh cache, over `authApi` (default `fakeAuthApi()`). */
export function authTestApi(authApi: AuthApi = fakeAuthApi()): TestApi {
  return testApi(offline, { authApi });
}

/** The query cache and factories, the account calls, the session and fake captcha services. */
export function AuthTestProviders({ authApi, api, store, captchaServices, children }: AuthTestProvidersProps) {
  const [deps] = useState(() => api ?? authTestApi(authApi));
  return (
    <TestApiProvider api={deps}>
      <SessionTestProviders store={store} captchaServices={captchaServices}>
        {children}
      </SessionTestProviders>
    </TestApiProvider>
  );
}

/** The session and fake captcha services alone, for inside a `TestApiProvider` (`renderWithApi`'s wrapper). */
export function SessionTestProviders({ store, captchaServices, children }: Pick<AuthTestProvidersProps, 'store' | 'captchaServices' | 'children'>) {
  const [session] = useState(() => store ?? testSessionStore());
  const [services] = useState(() => captchaServices ?? fakeCaptchaServices());
  return (
    <SessionProvider store={session}>
      <CaptchaServicesProvider services={services}>{children}</CaptchaServicesProvider>
    </SessionProvider>
  );
}
