// The social login's two browser-facing operations. Both answer 302: the start to the provider, the
// callback back to the site's /login, which finishes the sign-in from the refresh cookie
// (`?social=done`) or shows the spec's message (`?social=failed`). Nothing here ever answers the
// browser with JSON, whatever went wrong.
import { REFRESH_COOKIE_NAME, type LoginOrigin, type operations } from '@rewards/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshCookieOptions, type SessionService } from '../auth';
import type { SocialProviderId } from './provider-config';
import { SocialLoginFailure, type SocialLoginService } from './service';
import { SOCIAL_STATE_COOKIE, SOCIAL_STATE_TTL_SECONDS, socialStateCookieOptions } from './state-cookie';

/** Where the browser lands: the login page, told how the social login went. */
export const SOCIAL_RETURN = { done: '/login?social=done', failed: '/login?social=failed' } as const;

type StartRequest = FastifyRequest<{
  Params: operations['startSocialLogin']['parameters']['path'];
  Querystring: NonNullable<operations['startSocialLogin']['parameters']['query']>;
}>;
type CallbackRequest = FastifyRequest<{
  Params: operations['completeSocialLogin']['parameters']['path'];
  Querystring: Record<string, string>;
}>;

export function socialHandlers({ social, sessions }: { social: SocialLoginService; sessions: SessionService }) {
  const failed = (request: FastifyRequest, reply: FastifyReply, provider: SocialProviderId, error: unknown) => {
    const expected = error instanceof SocialLoginFailure;
    request.log[expected ? 'info' : 'error']({ err: error, provider }, 'social login failed');
    return reply.clearCookie(SOCIAL_STATE_COOKIE, socialStateCookieOptions(0)).redirect(SOCIAL_RETURN.failed, 302);
  };

  return {
    async startSocialLogin(request: StartRequest, reply: FastifyReply) {
      const { provider } = request.params;
      try {
        const origin: LoginOrigin = request.query?.origin ?? 'LOGIN';
        const { location, stateCookie } = await social.begin(provider, origin);
        return reply.setCookie(SOCIAL_STATE_COOKIE, stateCookie, socialStateCookieOptions(SOCIAL_STATE_TTL_SECONDS)).redirect(location, 302);
      } catch (error) {
        return failed(request, reply, provider, error);
      }
    },

    async completeSocialLogin(request: CallbackRequest, reply: FastifyReply) {
      const { provider } = request.params;
      try {
        const { refreshToken } = await social.complete(provider, { ...request.query }, request.cookies[SOCIAL_STATE_COOKIE]);
        return reply
          .clearCookie(SOCIAL_STATE_COOKIE, socialStateCookieOptions(0))
          .setCookie(REFRESH_COOKIE_NAME, refreshToken, refreshCookieOptions(sessions.refreshTokenMaxAgeSeconds))
          .redirect(SOCIAL_RETURN.done, 302);
      } catch (error) {
        return failed(request, reply, provider, error);
      }
    },
  };
}
