// Test helper: the real client, account calls and query factories over a fake fetch, with a fresh
// cache, as one `DataDeps` (what route loaders and the providers receive).
import { QueryClient } from '@tanstack/react-query';
import { createAuthApi, type AuthApi } from '../auth/authApi';
import { createApiClient, type ApiClientOptions } from '../createApiClient';
import type { DataDeps } from '../QueriesProvider';
import { createQueries, type ResourceCalls } from '../queries/createQueries';
import { fakeFetch, offline, TEST_BASE_URL, type FakeFetch, type Responder } from './fakeFetch';

/** A query cache for one test or story: nothing retries, so a failure shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface TestApiOptions extends Partial<Omit<ApiClientOptions, 'baseUrl' | 'fetch'>> {
  /** Account calls to use instead of the real ones over the fake fetch (a `fakeAuthApi()`). */
  authApi?: AuthApi;
  /** Fakes for some resources' calls (a fake `PaymentApi`); their reads go through them too. */
  calls?: Partial<ResourceCalls>;
}

export interface TestApi extends DataDeps, FakeFetch {}

/**
 * `respond` answers every call (default: offline, every call fails); the requests are recorded.
 * Channel `TIMES_PRIME` and no error logging unless `options` say otherwise.
 */
export function testApi(respond: Responder = offline, { authApi, calls, ...options }: TestApiOptions = {}): TestApi {
  const fake = fakeFetch(respond);
  const api = createApiClient({ channel: 'TIMES_PRIME', logErrors: false, ...options, baseUrl: TEST_BASE_URL, fetch: fake.fetch });
  const account = authApi ?? createAuthApi(api);
  return { api, authApi: account, queries: createQueries(api, account, calls), queryClient: testQueryClient(), ...fake };
}

/** The path of a recorded request, and its body when it has one. */
export async function describeRequest(request: Request | undefined) {
  if (!request) throw new Error('no request was made');
  const text = await request.text();
  return { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined };
}
