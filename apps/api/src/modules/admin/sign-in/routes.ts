// The staff sign-in's three operations. Start and callback are browser navigations and answer 302
// only: to the provider, back to the console path the start was given, or to the console's
// `/signin?error=<code>` page, which says what went wrong; never JSON, whatever happened. Sign-out
// is the console's own call (204).
import type { operations } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staffSessions } from '../../../db/schema';
import { staffUnauthorized } from '../access';
import { recordAudit } from '../audit';
import type { AdminPartDeps } from '../part-deps';
import { STAFF_ABSOLUTE_MS, STAFF_COOKIE, STAFF_COOKIE_PATH, STAFF_CSRF_COOKIE } from '../sessions';
import { StaffSignInFailure, type StaffSignInError, type StaffSignInService } from './service';
import { consoleReturnPath, STAFF_SIGN_IN_STATE_COOKIE, STAFF_SIGN_IN_STATE_TTL_SECONDS, staffSignInStateCookieOptions } from './state-cookie';

type StartRequest = FastifyRequest<{ Querystring: NonNullable<operations['adminStartSignIn']['parameters']['query']> }>;
type CallbackRequest = FastifyRequest<{ Querystring: NonNullable<operations['adminSignInCallback']['parameters']['query']> }>;

const SESSION_MAX_AGE_SECONDS = STAFF_ABSOLUTE_MS / 1000;

/** The session cookie: only the console's API paths get it, and no script reads it. */
export function staffCookieOptions(secure: boolean, maxAge = SESSION_MAX_AGE_SECONDS) {
  return { httpOnly: true, secure, sameSite: 'strict', path: STAFF_COOKIE_PATH, maxAge } as const;
}

/** The CSRF token: the console's script reads it (so not HttpOnly) and sends it back as X-CSRF-Token. */
export function staffCsrfCookieOptions(secure: boolean, maxAge = SESSION_MAX_AGE_SECONDS) {
  return { httpOnly: false, secure, sameSite: 'strict', path: '/', maxAge } as const;
}

export interface SignInHandlerDeps extends Pick<AdminPartDeps, 'db' | 'now' | 'sessions'> {
  service: StaffSignInService;
  consoleOrigin: string;
  /** Cookies are Secure in production (the console is https there); locally it is plain http. */
  secureCookies: boolean;
}

export function signInHandlers({ db, now, sessions, service, consoleOrigin, secureCookies }: SignInHandlerDeps) {
  const stateCookieOptions = (maxAge: number) => staffSignInStateCookieOptions(maxAge, secureCookies);

  /** Back to the console's sign-in page, told why (and where the staff member was going). */
  const failed = (request: FastifyRequest, reply: FastifyReply, error: unknown, returnTo = '/') => {
    const code: StaffSignInError = error instanceof StaffSignInFailure ? error.code : 'failed';
    request.log[error instanceof StaffSignInFailure ? 'info' : 'error']({ err: error, code }, 'staff sign-in failed');
    const target = new URL('/signin', consoleOrigin);
    target.searchParams.set('error', code);
    if (returnTo !== '/') target.searchParams.set('returnTo', returnTo);
    return reply.clearCookie(STAFF_SIGN_IN_STATE_COOKIE, stateCookieOptions(0)).redirect(target.href, 302);
  };

  return {
    async adminStartSignIn(request: StartRequest, reply: FastifyReply) {
      const returnTo = consoleReturnPath(request.query?.returnTo);
      try {
        const { location, stateCookie } = await service.begin(returnTo);
        return reply.setCookie(STAFF_SIGN_IN_STATE_COOKIE, stateCookie, stateCookieOptions(STAFF_SIGN_IN_STATE_TTL_SECONDS)).redirect(location, 302);
      } catch (error) {
        return failed(request, reply, error, returnTo);
      }
    },

    async adminSignInCallback(request: CallbackRequest, reply: FastifyReply) {
      const stateCookie = request.cookies[STAFF_SIGN_IN_STATE_COOKIE];
      try {
        const query = Object.fromEntries(Object.entries(request.query ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
        const signedIn = await service.complete(query, stateCookie, { requestId: request.id });
        // a session this browser still had (another staff member's, or its own) ends here
        const previous = request.cookies[STAFF_COOKIE];
        if (previous) await sessions.end(previous);
        return reply
          .clearCookie(STAFF_SIGN_IN_STATE_COOKIE, stateCookieOptions(0))
          .setCookie(STAFF_COOKIE, signedIn.session.token, staffCookieOptions(secureCookies))
          .setCookie(STAFF_CSRF_COOKIE, signedIn.session.csrf, staffCsrfCookieOptions(secureCookies))
          .redirect(new URL(signedIn.returnTo, consoleOrigin).href, 302);
      } catch (error) {
        return failed(request, reply, error, await service.returnToOf(stateCookie));
      }
    },

    async adminSignOut(request: FastifyRequest, reply: FastifyReply) {
      const staff = request.staff;
      if (!staff) throw staffUnauthorized();
      await db.transaction(async (tx) => {
        await tx.update(staffSessions).set({ signedOutAt: now() }).where(eq(staffSessions.id, staff.sessionId));
        await recordAudit(tx, { staff, at: now(), requestId: request.id }, { action: 'staffSignOut', targetType: 'staff', targetId: String(staff.id), before: { sessionId: staff.sessionId }, after: null });
      });
      return reply
        .clearCookie(STAFF_COOKIE, staffCookieOptions(secureCookies, 0))
        .clearCookie(STAFF_CSRF_COOKIE, staffCsrfCookieOptions(secureCookies, 0))
        .code(204)
        .send();
    },
  };
}
