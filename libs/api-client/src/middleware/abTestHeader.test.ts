import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../createApiClient';
import { clientWith } from '../testing/clientWith';
import { fakeFetch, jsonResponse, TEST_BASE_URL } from '../testing/fakeFetch';
import { stubBrowserStorage } from '../testing/memoryStorage';
import { AB_TEST_HEADER, AB_TEST_KEY, abTestHeader, storedAbTest } from './abTestHeader';

beforeEach(() => void stubBrowserStorage());
afterEach(() => vi.unstubAllGlobals());

describe('the A/B test header (spec §7)', () => {
  it('sends the spec’s default OTHER on every call when no value is kept', async () => {
    const fake = fakeFetch(() => jsonResponse(200, { success: true, data: {} }));
    const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'TIMES_PRIME', fetch: fake.fetch, logErrors: false });
    await api.GET('/c/prime/home');
    await api.POST('/nc/prime/benefit/search', { body: { query: 'pizza' } } as never);
    expect(fake.requests.map((request) => request.headers.get(AB_TEST_HEADER))).toEqual(['OTHER', 'OTHER']);
  });

  it('sends the kept A/B test value, read on every call', async () => {
    const { client, requests } = clientWith(() => abTestHeader());
    localStorage.setItem(AB_TEST_KEY, 'VARIANT_B');
    await client.GET('/c/prime/home');
    localStorage.setItem(AB_TEST_KEY, 'VARIANT_C');
    await client.GET('/c/prime/home');
    expect(requests.map((request) => request.headers.get(AB_TEST_HEADER))).toEqual(['VARIANT_B', 'VARIANT_C']);
  });

  it.each([['a value with spaces'], ['x'.repeat(41)], ['<b>']])('ignores a kept value that is not a short word (%s)', (kept) => {
    localStorage.setItem(AB_TEST_KEY, kept);
    expect(storedAbTest()).toBe('OTHER');
  });

  it('takes the app’s own source, and lets a call set its own value', async () => {
    const { client, requests } = clientWith(() => abTestHeader(() => 'PRICE_TEST_1'));
    await client.GET('/c/prime/home');
    await client.GET('/c/prime/home', { headers: { [AB_TEST_HEADER]: 'MINE' } });
    expect(requests.map((request) => request.headers.get(AB_TEST_HEADER))).toEqual(['PRICE_TEST_1', 'MINE']);
  });
});
