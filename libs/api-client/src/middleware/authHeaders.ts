import type { Middleware } from 'openapi-fetch';
import type { SessionPort } from '../auth/session';

/**
 * Sends `Authorization: Bearer <access token>` and the `mobile` header when a token exists
 * (spec §7). The token is read per call, so a renewal in between is picked up; on a member's
 * server-rendered page, calls made before its first token wait for it.
 */
export function authHeaders(session: Pick<SessionPort, 'getAccessToken' | 'getMobile' | 'tokenPending'>): Middleware {
  return {
    async onRequest({ request }) {
      // A member's server-rendered page holds no token until its renewal lands: their calls wait for it.
      const token = session.getAccessToken() ?? (await session.tokenPending?.());
      if (!token || request.headers.has('authorization')) return undefined;
      request.headers.set('authorization', `Bearer ${token}`);
      const mobile = session.getMobile();
      if (mobile) request.headers.set('mobile', mobile);
      return request;
    },
  };
}
