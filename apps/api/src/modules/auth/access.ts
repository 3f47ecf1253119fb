// What the other modules need from auth, and nothing more: the member an authenticated operation
// runs for, and the caller of an operation whose bearer token is optional.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearRefreshCookie } from './cookie';
import type { AuthSession, SessionService } from './session-service';

export interface AuthAccess {
  /** The member of an operation whose contract requires the bearer token (its security handler ran first). */
  requireMember(request: FastifyRequest): AuthSession;
  /**
   * The caller of an operation whose bearer token is optional: `null` for a visitor. A token that is
   * present is checked: an expired or revoked one answers 401 (so the site renews it instead of
   * treating the member as a visitor), and a blocked member is returned as such, not as a visitor.
   */
  optionalCaller(request: FastifyRequest): Promise<AuthSession | null>;
  /**
   * The session the security handler verified on an operation whose token is optional, or `null`:
   * a token that did not verify (expired, revoked, blocked) reads as a visitor. For answers a
   * visitor's version of is fine (prices, campaigns); optionalCaller where it is not.
   */
  verifiedSession(request: FastifyRequest): AuthSession | null;
  /**
   * Signs the member out everywhere: every session family revoked (access and refresh tokens refused
   * at once), and the answer on `reply` drops the refresh cookie. The caller then answers the refusal.
   */
  signOut(userId: number, reply: FastifyReply, reason: string): Promise<void>;
}

export function authAccess(sessions: SessionService): AuthAccess {
  return {
    requireMember(request) {
      // The security handler runs first on these operations; reaching here without one is a wiring bug.
      if (!request.authSession) throw new Error('authenticated operation reached without a session');
      return request.authSession;
    },
    verifiedSession(request) {
      return request.authSession;
    },
    async signOut(userId, reply, reason) {
      await sessions.endAllSessions(userId, reason);
      clearRefreshCookie(reply);
    },
    async optionalCaller(request) {
      if (request.authSession) return request.authSession;
      const authorization = request.headers.authorization;
      return authorization ? sessions.identify(authorization) : null;
    },
  };
}
