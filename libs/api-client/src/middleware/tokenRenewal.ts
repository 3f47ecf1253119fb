import { SERVICE_CODES } from '@rewards/api-contract';
import type { Middleware } from 'openapi-fetch';
import type { TokenRenewer } from '../auth/tokenRenewer';

/** Codes that mean "the access token is no longer good": renew and replay (spec §4, §8). */
const RENEWABLE_CODES: ReadonlySet<string> = new Set([SERVICE_CODES.accessExpired, SERVICE_CODES.tokenInvalid]);

/**
 * On 401 or 400 with an expired-token code, gets a new access token (one renewal however many
 * calls fail at once: see `createTokenRenewer`) and replays the call with it. Only calls that
 * carried a token are replayed, and each at most once, so a token the server keeps refusing
 * cannot loop.
 */
export function tokenRenewal({ renewer, fetch }: { renewer: TokenRenewer; fetch: typeof globalThis.fetch }): Middleware {
  // The request as sent, kept until its answer arrives: fetch consumes the body, a replay needs it.
  const pending = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      if (request.headers.has('authorization')) pending.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id }) {
      const original = pending.get(id);
      pending.delete(id);
      if (!original || (response.status !== 401 && response.status !== 400)) return undefined;
      const code = await response
        .clone()
        .json()
        .then((body: { systemErrorCode?: unknown }) => body?.systemErrorCode)
        .catch(() => undefined);
      if (typeof code !== 'string' || !RENEWABLE_CODES.has(code)) return undefined;

      const stale = original.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
      const token = await renewer.renew(stale);
      if (!token) return undefined;
      const replay = new Request(original);
      replay.headers.set('authorization', `Bearer ${token}`);
      return fetch(replay);
    },
    onError({ id }) {
      pending.delete(id);
      return undefined;
    },
  };
}
