import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../createApiClient';
import { clientWith } from '../testing/clientWith';
import { fakeFetch, TEST_BASE_URL } from '../testing/fakeFetch';
import { API_LOOP_LIMIT, API_LOOP_WINDOW_MS, apiLoop } from './apiLoop';
import { CLIENT_LOGS_PATH } from './errorReporter';

function setup() {
  let time = 1_000_000;
  const onApiLoop = vi.fn();
  const tick = (ms: number) => {
    time += ms;
  };
  const { client, requestsTo } = clientWith(() => apiLoop({ onApiLoop, now: () => time }));
  const home = () => client.GET('/c/prime/home');
  return { client, onApiLoop, tick, home, requestsTo };
}

describe('apiLoop', () => {
  it('raises the loop on the 21st call to one path within 10 s, once, and lets every call through', async () => {
    const { onApiLoop, tick, home, requestsTo } = setup();

    for (let call = 0; call < API_LOOP_LIMIT; call += 1) {
      await home();
      tick(100);
    }
    expect(onApiLoop).not.toHaveBeenCalled();

    await home();
    expect(onApiLoop).toHaveBeenCalledTimes(1);
    expect(onApiLoop).toHaveBeenCalledWith({ method: 'GET', pathname: '/c/prime/home', path: '/c/prime/home', count: API_LOOP_LIMIT + 1 });

    for (let call = 0; call < 30; call += 1) await home();
    expect(onApiLoop).toHaveBeenCalledTimes(1);
    expect(requestsTo('/c/prime/home')).toHaveLength(API_LOOP_LIMIT + 31);
  });

  it('counts in a sliding window: calls older than 10 s no longer count', async () => {
    const { onApiLoop, tick, home } = setup();

    for (let call = 0; call < API_LOOP_LIMIT; call += 1) await home();
    tick(API_LOOP_WINDOW_MS);
    for (let call = 0; call < API_LOOP_LIMIT; call += 1) await home();

    expect(onApiLoop).not.toHaveBeenCalled();
  });

  it('counts each pathname and method on its own', async () => {
    const { client, onApiLoop } = setup();

    for (let call = 0; call < API_LOOP_LIMIT; call += 1) {
      await client.GET('/c/prime/home');
      await client.GET('/c/prime/offer/{offerName}', { params: { path: { offerName: `offer-${call}` } } } as never);
    }

    expect(onApiLoop).not.toHaveBeenCalled();
  });
});

describe('createApiClient and the API loop', () => {
  it('calls onApiLoop and reports the loop to POST /api/client-logs', async () => {
    const fake = fakeFetch();
    const onApiLoop = vi.fn();
    const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'web', fetch: fake.fetch, onApiLoop });

    for (let call = 0; call <= API_LOOP_LIMIT; call += 1) await api.GET('/c/prime/home');

    expect(onApiLoop).toHaveBeenCalledTimes(1);
    const [log] = fake.requestsTo(CLIENT_LOGS_PATH);
    expect(log?.method).toBe('POST');
    const sent = await log!.json();
    expect(sent.error).toBe('API loop: GET /c/prime/home called 21 times within 10 s');
    expect(JSON.parse(sent.errorInfo)).toEqual({ kind: 'apiLoop', method: 'GET', path: '/c/prime/home', count: 21 });
  });

  it('sends no log when logging is off, and tells onOverload about a 429', async () => {
    const fake = fakeFetch(() => new Response('{}', { status: 429, headers: { 'content-type': 'application/json' } }));
    const onOverload = vi.fn();
    const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'web', fetch: fake.fetch, onOverload, logErrors: false });

    for (let call = 0; call <= API_LOOP_LIMIT; call += 1) await api.GET('/c/prime/home');

    expect(onOverload).toHaveBeenCalledTimes(API_LOOP_LIMIT + 1);
    expect(fake.requestsTo(CLIENT_LOGS_PATH)).toHaveLength(0);
  });
});
