import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../createApiClient';
import { fakeFetch, jsonResponse, TEST_BASE_URL } from '../testing/fakeFetch';
import { stubBrowserStorage } from '../testing/memoryStorage';
import { browserDeviceId } from './deviceId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fresh client on the same browser storage, as a new page load or a later visit makes. */
function pageLoad() {
  const fake = fakeFetch(() => jsonResponse(200, { success: true, data: {} }));
  const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'TIMES_PRIME', fetch: fake.fetch, logErrors: false });
  return { api, ...fake };
}
const deviceIdOf = (request: Request | undefined) => new URL(request!.url).searchParams.get('deviceId');

beforeEach(() => void stubBrowserStorage());
afterEach(() => vi.unstubAllGlobals());

describe('the device id on every call (spec §7)', () => {
  it('is made on the first call, kept as rp_device_id, and sent on every call, GET and POST alike', async () => {
    const { api, requests } = pageLoad();
    await api.GET('/c/prime/home');
    await api.POST('/nc/prime/benefit/search', { body: { query: 'pizza' } } as never);
    await api.GET('/c/prime/faq');
    const ids = requests.map(deviceIdOf);
    expect(ids[0]).toMatch(UUID);
    expect(new Set(ids)).toEqual(new Set([ids[0]]));
    expect(localStorage.getItem('rp_device_id')).toBe(ids[0]);
  });

  it('stays the same across page loads and sessions of the same browser (a new client, logged in or not)', async () => {
    const first = pageLoad();
    await first.api.GET('/c/prime/home');
    const second = pageLoad();
    await second.api.GET('/c/prime/home');
    const member = createApiClient({
      baseUrl: TEST_BASE_URL,
      channel: 'TIMES_PRIME',
      fetch: second.fetch,
      logErrors: false,
      session: { getAccessToken: () => 'token-1', getMobile: () => '9876543210', onRenewed: () => undefined, onSessionEnded: () => undefined, onReloadNeeded: () => undefined },
      renewer: { renew: async () => null },
    });
    await member.GET('/nc/prime/savings');
    expect(deviceIdOf(second.requests[0])).toBe(deviceIdOf(first.requests[0]));
    expect(deviceIdOf(second.requests[1])).toBe(deviceIdOf(first.requests[0]));
  });

  it('is the analytics device id when analytics made it first', async () => {
    localStorage.setItem('rp_device_id', '0b6c2c1e-3f5a-4e8b-9d2a-7c1e5f3a9b20');
    const { api, requests } = pageLoad();
    await api.GET('/c/prime/home');
    expect(deviceIdOf(requests[0])).toBe('0b6c2c1e-3f5a-4e8b-9d2a-7c1e5f3a9b20');
  });

  it('replaces a kept value that is not a device id', async () => {
    localStorage.setItem('rp_device_id', 'not an id <script>');
    expect(browserDeviceId()).toMatch(UUID);
    expect(browserDeviceId()).toBe(localStorage.getItem('rp_device_id'));
  });

  it('is not known, and not sent, where there is no browser storage (the server rendering a page)', () => {
    expect(browserDeviceId(null)).toBeUndefined();
  });

  it('gives way to the segment token on the viewport call', async () => {
    const { api, requests } = pageLoad();
    await api.GET('/c/primeplus/viewport', { params: { query: { segmentToken: 'seg-1' } } });
    await api.GET('/c/primeplus/viewport');
    expect(new URL(requests[0]!.url).searchParams.get('segmentToken')).toBe('seg-1');
    expect(deviceIdOf(requests[0])).toBeNull();
    expect(deviceIdOf(requests[1])).toMatch(UUID);
  });
});
