import { SERVICE_CODES } from '@rewards/api-contract';
import type { Middleware } from 'openapi-fetch';
import type { SessionPort } from '../auth/session';

/**
 * Spec §4 (user-blocked code): a call made with the session's token that answers 403 TP401 ends
 * the session as blocked, as a renewal refused the same way does; the shell then sends a guest to
 * /login and logs anyone else out. A call that carried an older token (the session already moved
 * on or ended) changes nothing.
 */
export function sessionBlocked(session: Pick<SessionPort, 'getAccessToken' | 'onSessionEnded'>): Middleware {
  return {
    async onResponse({ request, response }) {
      if (response.status !== 403) return undefined;
      const sent = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
      if (!sent || sent !== session.getAccessToken()) return undefined;
      const code = await response
        .clone()
        .json()
        .then((body: { systemErrorCode?: unknown }) => body?.systemErrorCode)
        .catch(() => undefined);
      if (code === SERVICE_CODES.userBlocked) session.onSessionEnded('blocked');
      return undefined;
    },
  };
}
