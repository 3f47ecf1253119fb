// The operator console's API client: the contract's admin operations over the console's own origin
// (its site server proxies /nc to the API). The staff session is an HttpOnly cookie the browser
// sends; an unsafe call carries the session's CSRF token (the `rp_staff_csrf` cookie, readable by
// the console's script) back as `X-CSRF-Token`, which the API compares with the session's.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '@rewards/api-contract';
import { acceptLanguage } from '../middleware/acceptLanguage';

export const STAFF_CSRF_COOKIE = 'rp_staff_csrf';
export const STAFF_CSRF_HEADER = 'X-CSRF-Token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type AdminClient = Client<paths>;

export interface AdminClientOptions {
  /** '' for the page's own origin (the browser); an absolute origin elsewhere (tests). */
  baseUrl?: string;
  /** The document's cookies (`document.cookie` by default). */
  readCookies?: () => string;
  fetch?: typeof fetch;
  /** The console's language, sent as `Accept-Language` so the API's error texts come in it (`hi-IN`, `en-IN`). */
  language?: string | (() => string | undefined);
}

/** A cookie's value from a `document.cookie`-style string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function csrfMiddleware(readCookies: () => string): Middleware {
  return {
    onRequest({ request }) {
      if (SAFE_METHODS.has(request.method)) return undefined;
      const token = cookieValue(readCookies(), STAFF_CSRF_COOKIE);
      if (token) request.headers.set(STAFF_CSRF_HEADER, token);
      return request;
    },
  };
}

export function createAdminClient(options: AdminClientOptions = {}): AdminClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(csrfMiddleware(options.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie))));
  if (options.language !== undefined) client.use(acceptLanguage(options.language));
  return client;
}
