import { describe, expect, it, vi } from 'vitest';
import { clientWith } from '../testing/clientWith';
import { errorBody, jsonResponse, TEST_BASE_URL, type Responder } from '../testing/fakeFetch';
import { CLIENT_LOGS_PATH, errorReporter, type ErrorReporterOptions } from './errorReporter';

function setup(respond: Responder, options: Partial<ErrorReporterOptions> = {}) {
  return clientWith((fetch) => errorReporter({ baseUrl: TEST_BASE_URL, fetch, ...options }), respond);
}

/** Fails every call except the log itself, which is stored (204). */
function failWith(status: number, body: unknown = errorBody(`TP${status}`, 'boom')): Responder {
  return (request) =>
    new URL(request.url).pathname === CLIENT_LOGS_PATH
      ? new Response(null, { status: 204 })
      : jsonResponse(status, body, status === 503 ? 'Service Unavailable' : '');
}

describe('errorReporter', () => {
  it('reports a 5xx answer to POST /api/client-logs, and leaves the answer to the caller', async () => {
    const { client, requestsTo } = setup(failWith(503));

    const result = await client.GET('/c/prime/home', { params: { query: { rid: 'rid-1', deviceId: 'device-9' } } });

    expect(result.response.status).toBe(503);
    expect(result.error).toEqual(errorBody('TP503', 'boom'));
    const [log] = requestsTo(CLIENT_LOGS_PATH);
    expect(log?.method).toBe('POST');
    expect(log?.url).toBe(`${TEST_BASE_URL}/api/client-logs`);
    expect(log?.headers.get('content-type')).toBe('application/json');
    const sent = await log!.json();
    expect(sent).toEqual({
      error: 'HTTP 503 Service Unavailable',
      errorInfo: expect.any(String),
      // without the query string, which carries the device id
      url: `${TEST_BASE_URL}/c/prime/home`,
    });
    expect(JSON.parse(sent.errorInfo)).toEqual({ status: 503, method: 'GET', rid: 'rid-1', path: '/c/prime/home' });
  });

  it('reports a network failure, and the call still fails with the original error', async () => {
    const offline = new TypeError('fetch failed');
    const { client, requestsTo } = setup((request) => {
      if (new URL(request.url).pathname === CLIENT_LOGS_PATH) return new Response(null, { status: 204 });
      throw offline;
    });

    await expect(client.GET('/c/prime/home')).rejects.toBe(offline);

    const log = await requestsTo(CLIENT_LOGS_PATH)[0]!.json();
    expect(log.error).toBe('TypeError: fetch failed');
    expect(JSON.parse(log.errorInfo)).toMatchObject({ status: null, method: 'GET', path: '/c/prime/home' });
  });

  it.each([200, 400, 401, 404, 429])('does not report a %i answer', async (status) => {
    const { client, requestsTo } = setup(failWith(status));

    await client.GET('/c/prime/home');

    expect(requestsTo(CLIENT_LOGS_PATH)).toHaveLength(0);
  });

  it('does not report a cancelled call', async () => {
    const { client, requestsTo } = setup(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });

    await expect(client.GET('/c/prime/home')).rejects.toMatchObject({ name: 'AbortError' });

    expect(requestsTo(CLIENT_LOGS_PATH)).toHaveLength(0);
  });

  it('never sends the request body or headers of the failed call', async () => {
    const { client, requestsTo } = setup(failWith(500));

    await client.POST('/nc/prime/benefit/search', {
      body: { query: 'otp 482913' },
      headers: { authorization: 'Bearer secret-token', mobile: '9876543210' },
    });

    const log = requestsTo(CLIENT_LOGS_PATH)[0]!;
    const text = await log.text();
    expect(text).toContain('/nc/prime/benefit/search');
    expect(text).not.toMatch(/482913|secret-token|9876543210/);
    expect(log.headers.get('authorization')).toBeNull();
    expect(log.headers.get('mobile')).toBeNull();
  });

  it('does not report its own failures: a failing log is dropped, once', async () => {
    const { client, requests, requestsTo } = setup(() => jsonResponse(500, errorBody('TP500', 'down')));

    const result = await client.GET('/c/prime/home');

    expect(result.response.status).toBe(500);
    expect(requests).toHaveLength(2);
    expect(requestsTo(CLIENT_LOGS_PATH)).toHaveLength(1);
  });

  it('does not report a failed log sent through the client itself', async () => {
    const { client, requestsTo } = setup(() => jsonResponse(500, errorBody('TP500', 'down')));

    await client.POST('/api/client-logs', { body: { error: 'x', url: '/y' } });

    expect(requestsTo(CLIENT_LOGS_PATH)).toHaveLength(1);
  });

  it('never throws into the call, whether the report is rejected or fetch throws outright', async () => {
    const rejecting = setup((request) =>
      new URL(request.url).pathname === CLIENT_LOGS_PATH ? Promise.reject(new TypeError('offline')) : jsonResponse(502, 'Bad Gateway'),
    );
    await expect(rejecting.client.GET('/c/prime/home')).resolves.toMatchObject({ response: { status: 502 } });

    const throwing = clientWith(
      () =>
        errorReporter({
          baseUrl: TEST_BASE_URL,
          fetch: () => {
            throw new Error('fetch is broken');
          },
        }),
      () => jsonResponse(502, 'Bad Gateway'),
    );
    await expect(throwing.client.GET('/c/prime/home')).resolves.toMatchObject({ response: { status: 502 } });
  });

  it('tells onError about every failure, and sends nothing when sending is off', async () => {
    const onError = vi.fn();
    const { client, requestsTo } = setup(failWith(500), { send: false, onError });

    await client.GET('/c/prime/offer/{offerName}', {
      params: { path: { offerName: 'brewhouse' }, query: { rid: 'rid-2' } },
    });

    expect(requestsTo(CLIENT_LOGS_PATH)).toHaveLength(0);
    expect(onError).toHaveBeenCalledExactlyOnceWith({
      method: 'GET',
      url: `${TEST_BASE_URL}/c/prime/offer/brewhouse`,
      path: '/c/prime/offer/{offerName}',
      rid: 'rid-2',
      status: 500,
      error: 'HTTP 500',
    });
  });

  it('still sends the report when onError throws', async () => {
    const { client, requestsTo } = setup(failWith(500), {
      onError: () => {
        throw new Error('listener bug');
      },
    });

    await expect(client.GET('/c/prime/home')).resolves.toMatchObject({ response: { status: 500 } });
    expect(requestsTo(CLIENT_LOGS_PATH)).toHaveLength(1);
  });

  it("keeps the report within the contract's limits", async () => {
    const { client, requestsTo } = setup((request) => {
      if (new URL(request.url).pathname === CLIENT_LOGS_PATH) return new Response(null, { status: 204 });
      throw new TypeError('x'.repeat(5000));
    });

    await expect(client.GET('/c/prime/home')).rejects.toThrow(TypeError);

    const log = await requestsTo(CLIENT_LOGS_PATH)[0]!.json();
    expect(log.error).toHaveLength(2000);
  });

  it('posts to the base URL even when it ends with a slash', async () => {
    const { client, requests } = clientWith(
      (fetch) => errorReporter({ baseUrl: `${TEST_BASE_URL}/`, fetch }),
      failWith(500),
    );

    await client.GET('/c/prime/home');

    expect(requests[1]?.url).toBe(`${TEST_BASE_URL}/api/client-logs`);
  });
});
