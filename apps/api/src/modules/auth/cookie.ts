// The refresh cookie's attributes, shared by the handlers that set it and whatever signs a member out.
import { REFRESH_COOKIE_NAME } from '@rewards/api-contract';
import type { FastifyReply } from 'fastify';

export function refreshCookieOptions(maxAgeSeconds: number) {
  return { httpOnly: true, secure: true, sameSite: 'strict', path: '/', maxAge: maxAgeSeconds } as const;
}

/** Tells the browser to drop the refresh cookie (the answer's Set-Cookie). */
export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, refreshCookieOptions(0));
}
