import { describe, expect, it } from 'vitest';
import { cookieValue, createAdminClient } from './createAdminClient';

describe('the console client', () => {
  it('reads one cookie out of many', () => {
    expect(cookieValue('a=1; rp_staff_csrf=abc%3D; b=2', 'rp_staff_csrf')).toBe('abc=');
    expect(cookieValue('a=1', 'rp_staff_csrf')).toBeUndefined();
  });

  it('sends the CSRF cookie back as X-CSRF-Token on unsafe calls only', async () => {
    const seen: Array<{ method: string; csrf: string | null }> = [];
    const client = createAdminClient({
      baseUrl: 'http://console.test',
      readCookies: () => 'rp_staff_csrf=token-1',
      fetch: async (input: RequestInfo | URL) => {
        const request = input as Request;
        seen.push({ method: request.method, csrf: request.headers.get('x-csrf-token') });
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await client.GET('/nc/admin/v1/session');
    await client.POST('/nc/admin/v1/session' as never, {} as never);
    expect(seen).toEqual([
      { method: 'GET', csrf: null },
      { method: 'POST', csrf: 'token-1' },
    ]);
  });

  it("asks for the console's language on every call when given one", async () => {
    const languages: Array<string | null> = [];
    const client = createAdminClient({
      baseUrl: 'http://console.test',
      readCookies: () => '',
      language: 'hi-IN',
      fetch: async (input: RequestInfo | URL) => {
        languages.push((input as Request).headers.get('accept-language'));
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    await client.GET('/nc/admin/v1/session');
    expect(languages).toEqual(['hi-IN']);
  });
});
