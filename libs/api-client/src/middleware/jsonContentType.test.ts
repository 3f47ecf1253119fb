import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths } from '@rewards/api-contract';
import { clientWith, runOnRequest } from '../testing/clientWith';
import { fakeFetch, TEST_BASE_URL } from '../testing/fakeFetch';
import { jsonContentType } from './jsonContentType';

// A body openapi-fetch does not label: bytes from a custom serializer, with its default header removed.
const unlabelledBody = {
  body: { query: 'brew' },
  bodySerializer: (body: unknown) => new TextEncoder().encode(JSON.stringify(body)),
  headers: { 'Content-Type': null },
};

describe('jsonContentType', () => {
  it('declares JSON for a call that sends a body without a content type', async () => {
    const { client, requests } = clientWith(() => jsonContentType());

    await client.POST('/nc/prime/benefit/search', unlabelledBody);

    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]!.json()).toEqual({ query: 'brew' });
  });

  it('is what labels that call: without it the body goes out unlabelled', async () => {
    const fake = fakeFetch();
    const bare = createClient<paths>({ baseUrl: TEST_BASE_URL, fetch: fake.fetch });

    await bare.POST('/nc/prime/benefit/search', unlabelledBody);

    expect(fake.requests[0]!.headers.get('content-type')).toBeNull();
  });

  it('keeps a content type the call chose', async () => {
    const { client, requests } = clientWith(() => jsonContentType());

    await client.POST('/nc/prime/benefit/search', { ...unlabelledBody, headers: { 'Content-Type': 'text/plain' } });

    expect(requests[0]!.headers.get('content-type')).toBe('text/plain');
  });

  it('adds nothing to a GET', async () => {
    const { client, requests } = clientWith(() => jsonContentType());

    await client.GET('/c/prime/home');

    expect(requests[0]!.headers.get('content-type')).toBeNull();
  });

  it('adds nothing to a call without a body', async () => {
    const request = new Request(`${TEST_BASE_URL}/nc/prime/benefit/search`, { method: 'POST' });

    const sent = await runOnRequest(jsonContentType(), request);

    expect(sent.headers.get('content-type')).toBeNull();
  });
});
