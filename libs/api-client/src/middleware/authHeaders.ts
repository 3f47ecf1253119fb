import type { Middleware } from 'openapi-fetch';
import type { SessionPort } from '../auth/session';

/**
 * Sends `Authorization: Bearer <access token>` and the `mobile` header when a token exists
 * (spec §7). The token is read per call, so a renewal in between is picked up.
 */
export function authHeaders(session: Pick<SessionPort, 'getAccessToken' | 'getMobile'>): Middleware {
  return {
    onRequest({ request }) {
      const token = session.getAccessToken();
      if (!token || request.headers.has('authorization')) return undefined;
      request.headers.set('authorization', `Bearer ${token}`);
      const mobile = session.getMobile();
      if (mobile) request.headers.set('mobile', mobile);
      return request;
    },
  };
}
