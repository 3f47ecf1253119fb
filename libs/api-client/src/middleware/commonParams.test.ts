import { describe, expect, it } from 'vitest';
import { clientWith } from '../testing/clientWith';
import { commonParams, newRequestId, type CommonParamsOptions } from './commonParams';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(options: Partial<CommonParamsOptions> = {}) {
  return clientWith(() => commonParams({ channel: 'SHOPPERS_STOP', platform: 'WEB', ...options }));
}

function queryOf(request: Request | undefined): Record<string, string> {
  if (!request) throw new Error('no request was made');
  return Object.fromEntries(new URL(request.url).searchParams);
}

describe('commonParams', () => {
  it('adds cid, pid, a request id and the device id to every call', async () => {
    const { client, requests } = setup({ getDeviceId: () => 'device-42' });

    await client.GET('/c/prime/home');

    expect(new URL(requests[0]!.url).pathname).toBe('/c/prime/home');
    expect(queryOf(requests[0])).toEqual({
      cid: 'SHOPPERS_STOP',
      pid: 'WEB',
      rid: expect.stringMatching(UUID),
      deviceId: 'device-42',
    });
  });

  it('gives each call a fresh request id', async () => {
    const { client, requests } = setup();

    await client.GET('/c/prime/home');
    await client.GET('/c/prime/home');

    const [first, second] = requests.map((request) => queryOf(request)['rid']);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('leaves deviceId out until it is known, reading it on every call', async () => {
    const device: { id?: string } = {};
    const { client, requests } = setup({ getDeviceId: () => device.id });

    await client.GET('/c/prime/home');
    device.id = 'device-7';
    await client.GET('/c/prime/home');

    expect(queryOf(requests[0])).not.toHaveProperty('deviceId');
    expect(queryOf(requests[1])).toHaveProperty('deviceId', 'device-7');
  });

  it("keeps the call's own query parameters, and lets a value the call sets win", async () => {
    const { client, requests } = setup({ createRequestId: () => 'rid-1' });

    await client.GET('/c/prime/offer/{offerName}', {
      params: { path: { offerName: 'brewhouse' }, query: { variantId: 'v-9', cid: 'MERCHANT_12' } },
    });

    expect(new URL(requests[0]!.url).pathname).toBe('/c/prime/offer/brewhouse');
    expect(queryOf(requests[0])).toEqual({ variantId: 'v-9', cid: 'MERCHANT_12', pid: 'WEB', rid: 'rid-1' });
  });

  it('keeps the method, headers, body and abort signal of a call with a body', async () => {
    const { client, requests } = setup();
    const controller = new AbortController();

    await client.POST('/nc/prime/benefit/search', {
      body: { query: 'brew', tag: 'food' },
      headers: { 'x-trace': 'abc' },
      signal: controller.signal,
    });
    controller.abort();

    const sent = requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('content-type')).toBe('application/json');
    expect(sent.headers.get('x-trace')).toBe('abc');
    expect(await sent.json()).toEqual({ query: 'brew', tag: 'food' });
    expect(sent.signal.aborted).toBe(true);
  });
});

describe('newRequestId', () => {
  it('makes a random UUID even where crypto.randomUUID is missing (pages served over plain HTTP)', () => {
    const insecure = { getRandomValues: (array: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(array) };

    const ids = new Set(Array.from({ length: 50 }, () => newRequestId(insecure)));

    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID);
  });
});
