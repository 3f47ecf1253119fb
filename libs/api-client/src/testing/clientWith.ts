// Test helper: a bare openapi-fetch client with just the middleware under test and a fake fetch.
import createClient, { type Middleware, type MiddlewareCallbackParams } from 'openapi-fetch';
import type { paths } from '@rewards/api-contract';
import { fakeFetch, TEST_BASE_URL, type Responder } from './fakeFetch';

export function clientWith(middleware: (fetch: typeof globalThis.fetch) => Middleware, respond?: Responder) {
  const fake = fakeFetch(respond);
  const client = createClient<paths>({ baseUrl: TEST_BASE_URL, fetch: fake.fetch });
  client.use(middleware(fake.fetch));
  return { client, ...fake };
}

/** Runs one middleware's onRequest on a hand-made request, for shapes the typed client cannot send. */
export async function runOnRequest(middleware: Middleware, request: Request): Promise<Request> {
  const params = {
    request,
    schemaPath: new URL(request.url).pathname,
    params: {},
    id: 'test',
    options: {} as MiddlewareCallbackParams['options'],
  };
  const result = await middleware.onRequest?.(params);
  return result instanceof Request ? result : request;
}
