// What the login screens read from context, with fakes: for tests and stories only.
import { createApiClient, createQueries, QueriesProvider, type AuthApi } from '@rewards/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { CaptchaServices } from '../../captcha/captchaServices';
import { CaptchaServicesProvider } from '../../captcha/captchaServices';
import { fakeCaptchaServices } from '../../captcha/testing';
import { createSessionStore, SessionProvider, type SessionStore } from '../../session';

/** A real session store that touches neither storage nor other tabs. */
export function testSessionStore(): SessionStore {
  return createSessionStore({ storage: undefined, channel: undefined, reload: () => undefined });
}

// Queries are required by QueriesProvider; the login never uses them, so their fetch always fails.
const offlineQueries = createQueries(
  createApiClient({ baseUrl: 'http://localhost', channel: 'TIMES_PRIME', logErrors: false, fetch: () => Promise.reject(new TypeError('offline')) }),
);

export interface LoginProvidersProps {
  authApi: AuthApi;
  store?: SessionStore;
  captchaServices?: CaptchaServices;
  children: ReactNode;
}

/** Query cache, account calls, session and captcha services (the partner and the router come from the caller). */
export function LoginProviders({ authApi, store, captchaServices, children }: LoginProvidersProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [session] = useState(() => store ?? testSessionStore());
  const [services] = useState(() => captchaServices ?? fakeCaptchaServices());
  return (
    <QueryClientProvider client={queryClient}>
      <QueriesProvider queries={offlineQueries} authApi={authApi}>
        <SessionProvider store={session}>
          <CaptchaServicesProvider services={services}>{children}</CaptchaServicesProvider>
        </SessionProvider>
      </QueriesProvider>
    </QueryClientProvider>
  );
}
