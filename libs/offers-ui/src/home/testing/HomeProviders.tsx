// Everything the home page reads from context, for tests and stories only: the real API client and
// query factories over a fake server, a session, the partner, the login popup and the slots.
import { createApiClient, createAuthApi, createQueries, QueriesProvider } from '@rewards/api-client';
import type { User } from '@rewards/api-contract';
import { createSessionStore, LoginPopupProvider, SessionProvider, type SessionStore } from '@rewards/auth';
import { PartnerProvider, type PartnerConfig } from '@rewards/partner';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowsingSlotsProvider, type BrowsingSlots } from '../../slots';
import { loginResultFor } from './fixtures';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A session cut off from the browser: logged in as `user`, or a visitor for `null`. */
export function testSession(user: User | null = null): SessionStore {
  const store = createSessionStore({ storage: memoryStorage(), channel: { postMessage: () => undefined, addEventListener: () => undefined }, reload: () => undefined });
  if (user) store.completeLogin(loginResultFor(user));
  return store;
}

/** The real client and query factories over `respond`, with a fresh cache that does not retry. */
export function testData(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    channel: 'TIMES_PRIME',
    logErrors: false,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return respond(request);
    },
  });
  const authApi = createAuthApi(api);
  const queries = createQueries(api, authApi);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { api, authApi, queries, queryClient, requests };
}

export type TestData = ReturnType<typeof testData>;

export interface HomeProvidersProps {
  data: TestData;
  session?: SessionStore;
  /** Omit where the partner already comes from around (Storybook's preview). */
  partner?: PartnerConfig;
  slots?: BrowsingSlots;
  children: ReactNode;
}

/** Must sit inside a router (the login popup reads the location). */
export function HomeProviders({ data, session, partner, slots = {}, children }: HomeProvidersProps) {
  const [store] = useState(() => session ?? testSession());
  const content = (
    <QueryClientProvider client={data.queryClient}>
      <QueriesProvider queries={data.queries} authApi={data.authApi} api={data.api}>
        <SessionProvider store={store}>
          <LoginPopupProvider>
            <BrowsingSlotsProvider slots={slots}>{children}</BrowsingSlotsProvider>
          </LoginPopupProvider>
        </SessionProvider>
      </QueriesProvider>
    </QueryClientProvider>
  );
  return partner ? <PartnerProvider partner={partner}>{content}</PartnerProvider> : content;
}
