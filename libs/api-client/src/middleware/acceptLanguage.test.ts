import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient';
import { clientWith } from '../testing/clientWith';
import { fakeFetch, jsonResponse, TEST_BASE_URL } from '../testing/fakeFetch';
import { ACCEPT_LANGUAGE_HEADER, acceptLanguage } from './acceptLanguage';

describe("the page's language on every call (Accept-Language)", () => {
  it('sends the language the client was made with, on reads and writes alike', async () => {
    const fake = fakeFetch(() => jsonResponse(200, { success: true, data: {} }));
    const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'TIMES_PRIME', fetch: fake.fetch, logErrors: false, language: 'hi-IN' });
    await api.GET('/c/prime/home');
    await api.POST('/nc/prime/benefit/search', { body: { query: 'pizza' } } as never);
    expect(fake.requests.map((request) => request.headers.get(ACCEPT_LANGUAGE_HEADER))).toEqual(['hi-IN', 'hi-IN']);
  });

  it('sends none of its own without a language (the browser says what it says)', async () => {
    const fake = fakeFetch(() => jsonResponse(200, { success: true, data: {} }));
    const api = createApiClient({ baseUrl: TEST_BASE_URL, channel: 'TIMES_PRIME', fetch: fake.fetch, logErrors: false });
    await api.GET('/c/prime/home');
    expect(fake.requests[0]?.headers.get(ACCEPT_LANGUAGE_HEADER)).toBeNull();
  });

  it('reads a language given as a function on every call, and lets a call set its own', async () => {
    let language: string | undefined = 'en-IN';
    const { client, requests } = clientWith(() => acceptLanguage(() => language));
    await client.GET('/c/prime/home');
    language = 'en-XA';
    await client.GET('/c/prime/home');
    await client.GET('/c/prime/home', { headers: { [ACCEPT_LANGUAGE_HEADER]: 'hi' } });
    language = undefined;
    await client.GET('/c/prime/home');
    expect(requests.map((request) => request.headers.get(ACCEPT_LANGUAGE_HEADER))).toEqual(['en-IN', 'en-XA', 'hi', null]);
  });
});
