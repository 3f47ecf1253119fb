import type { HomeData, Offer } from '@rewards/api-contract';
import type { Middleware } from 'openapi-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions } from './createApiClient';
import { CLIENT_LOGS_PATH } from './middleware/errorReporter';
import { homeData, makeOffer } from './testing/fixtures';
import { errorBody, fakeFetch, jsonResponse, TEST_BASE_URL, type Responder } from './testing/fakeFetch';
import { unwrap } from './unwrap';

const offer = makeOffer();

function setup(respond?: Responder, options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(respond);
  const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'TIMES_PRIME', fetch: fake.fetch, ...options });
  return { api, ...fake };
}

const queryOf = (request: Request | undefined) => Object.fromEntries(new URL(request!.url).searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createApiClient', () => {
  it('sends the common query parameters on every call, platform WEB by default', async () => {
    const { api, requests } = setup(() => jsonResponse(200, { success: true, data: homeData }), {
      getDeviceId: () => 'device-1',
    });

    const home: HomeData = unwrap(await api.GET('/c/prime/home')).data;

    expect(home).toEqual(homeData);
    expect(requests[0]?.url).toMatch(`${TEST_BASE_URL}/c/prime/home?`);
    expect(queryOf(requests[0])).toEqual({ cid: 'TIMES_PRIME', pid: 'WEB', rid: expect.any(String), deviceId: 'device-1' });
  });

  it("holds a member's call until their first token arrives when the session says one is on its way", async () => {
    let deliver: (token: string | undefined) => void = () => undefined;
    const pending = new Promise<string | undefined>((resolve) => (deliver = resolve));
    const held: { token?: string } = {};
    const session = {
      getAccessToken: () => held.token,
      tokenPending: () => (held.token ? undefined : pending),
      getMobile: () => '9876543210',
      onRenewed: () => undefined,
      onSessionEnded: () => undefined,
      onReloadNeeded: () => undefined,
    };
    const { api, requests } = setup(() => jsonResponse(200, { success: true, data: homeData }), { session, renewer: { renew: async () => null } });
    const call = api.GET('/c/prime/home');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toHaveLength(0);
    held.token = 'first';
    deliver('first');
    await call;
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer first');
    expect(requests[0]?.headers.get('mobile')).toBe('9876543210');
  });

  it('sends bodies as JSON', async () => {
    const { api, requests } = setup(() => jsonResponse(200, { success: true, data: [offer] }));

    const offers: Offer[] = unwrap(await api.POST('/nc/prime/benefit/search', { body: { query: 'brew' } })).data;

    expect(offers).toEqual([offer]);
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ query: 'brew' });
  });

  it('reports a failed call with its request id, straight through fetch', async () => {
    const { api, requests, requestsTo } = setup((request) =>
      new URL(request.url).pathname === CLIENT_LOGS_PATH
        ? new Response(null, { status: 204 })
        : jsonResponse(500, errorBody('TP500', 'database down')),
    );

    await api.GET('/c/prime/home');

    const [call, log] = requests;
    expect(log?.url).toBe(`${TEST_BASE_URL}${CLIENT_LOGS_PATH}`); // no cid/rid: the middleware did not run on it
    expect(requestsTo(CLIENT_LOGS_PATH)).toHaveLength(1);
    const { errorInfo } = await log!.json();
    expect(JSON.parse(errorInfo)).toMatchObject({ status: 500, rid: queryOf(call)['rid'] });
  });

  it('only tells onError when logErrors is off', async () => {
    const onError = vi.fn();
    const { api, requestsTo } = setup(() => jsonResponse(503, errorBody('TP500', 'down')), { logErrors: false, onError });

    await api.GET('/c/prime/home');

    expect(requestsTo(CLIENT_LOGS_PATH)).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 503, path: '/c/prime/home' }));
  });

  it('runs extra middleware after the built-in ones', async () => {
    const seen: string[] = [];
    const abHeader: Middleware = {
      onRequest({ request }) {
        seen.push(new URL(request.url).searchParams.get('rid') ?? 'no rid');
        request.headers.set('x-ab-variant', 'B');
        return request;
      },
    };
    const { api, requests } = setup(undefined, { middleware: [abHeader] });

    await api.GET('/c/prime/home');

    expect(seen).toEqual([queryOf(requests[0])['rid']]);
    expect(requests[0]?.headers.get('x-ab-variant')).toBe('B');
  });

  it('uses the global fetch when none is given, looked up at call time', async () => {
    const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'MORE_REWARDS' });
    const fake = fakeFetch(() => jsonResponse(200, { success: true, data: homeData }));
    vi.stubGlobal('fetch', fake.fetch);

    await api.GET('/c/prime/home');

    expect(queryOf(fake.requests[0])).toMatchObject({ cid: 'MORE_REWARDS' });
  });
});

// Compile-time checks, enforced by the typecheck target (`tsc --noEmit`), never run.
function _staysWithinTheContract(api: ApiClient) {
  // @ts-expect-error: not a path of the contract
  void api.GET('/c/prime/nowhere');
  // @ts-expect-error: the search body needs a query
  void api.POST('/nc/prime/benefit/search', { body: { tag: 'food' } });
}
