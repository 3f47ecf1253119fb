// Test helper: the real client and query factories over a fake fetch, plus a fresh QueryClient.
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../createApiClient';
import { createQueries } from '../queries/createQueries';
import { fakeFetch, TEST_BASE_URL, type Responder } from './fakeFetch';

export function testQueries(respond: Responder) {
  const fake = fakeFetch(respond);
  const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'TIMES_PRIME', fetch: fake.fetch, logErrors: false });
  return { queries: createQueries(api), queryClient: new QueryClient(), ...fake };
}

/** The path of a recorded request, and its body when it has one. */
export async function describeRequest(request: Request | undefined) {
  if (!request) throw new Error('no request was made');
  const text = await request.text();
  return { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined };
}
