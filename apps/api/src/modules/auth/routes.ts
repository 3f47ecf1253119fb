// Thin handlers for the auth operations, keyed by the contract's operationIds. The refresh token
// only ever travels in the HttpOnly cookie; bodies never carry it.
import { DEFAULT_ERROR_MESSAGE, MEMBER_RENDER_KEY_HEADER, REFRESH_COOKIE_NAME, RENDER_TOKEN_SECONDS, SERVICE_CODES, type components, type operations } from '@rewards/api-contract';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../shared/rate-limit';
import type { AuthAccess } from './access';
import type { CaptchaPort } from './adapters/captcha/port';
import { clearRefreshCookie, refreshCookieOptions } from './cookie';
import type { ContactService } from './contact-service';
import type { IdentityService } from './identity-service';
import type { ProfileService } from './profile-service';
import { guestNotAllowed, refusal } from '../../shared/auth-refusals';
import { AppError } from '../../http/errors';
import type { AuthSession, SessionService } from './session-service';

type Schemas = components['schemas'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the bearerAuth security handler on operations that require it. */
    authSession: AuthSession | null;
  }
}

export interface AuthRouteDeps {
  identity: IdentityService;
  sessions: SessionService;
  profiles: ProfileService;
  contacts: ContactService;
  captcha: CaptchaPort;
  /** Per-address limit on lookups that reveal or cost something (existence checks, challenges). */
  lookupLimiter: RateLimiter;
  access: AuthAccess;
  /** The site servers' key for member renders; none turns them off. */
  memberRenderKey: string | undefined;
}

/** True when `given` is the configured key (compared in constant time). */
function isRenderKey(given: unknown, key: string | undefined): boolean {
  if (!key || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function authHandlers({ identity, sessions, profiles, contacts, captcha, lookupLimiter, access, memberRenderKey }: AuthRouteDeps) {
  const requireSession = (request: FastifyRequest) => access.requireMember(request);
  const limitLookups = (request: FastifyRequest) => lookupLimiter.take(request.addressKey);
  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE_NAME, token, refreshCookieOptions(sessions.refreshTokenMaxAgeSeconds));

  return {
    async checkUserExist(request: FastifyRequest<{ Body: Schemas['CheckUserExistRequest'] }>) {
      await limitLookups(request);
      return { success: true, data: await identity.checkUserExist(request.body) };
    },
    async getPreLoginDetails(
      request: FastifyRequest<{ Params: operations['getPreLoginDetails']['parameters']['path']; Querystring: NonNullable<operations['getPreLoginDetails']['parameters']['query']> }>,
    ) {
      await limitLookups(request);
      const { cid, user_action } = request.query ?? {};
      return { success: true, data: await identity.preLogin(request.params.mobile, { channel: cid, userAction: user_action }) };
    },
    async getCaptchaChallenge(request: FastifyRequest) {
      await limitLookups(request);
      return { success: true, data: await captcha.challenge() };
    },
    async registerUser(request: FastifyRequest<{ Body: Schemas['RegisterRequest'] }>) {
      return { success: true, data: await identity.register(request.body, request.addressKey) };
    },
    async sendOtp(request: FastifyRequest<{ Body: Schemas['SendOtpRequest'] }>) {
      return { success: true, data: await identity.send(request.body, request.addressKey) };
    },
    async resendOtp(request: FastifyRequest<{ Body: Schemas['ResendOtpRequest'] }>) {
      return { success: true, data: await identity.resend(request.body, request.addressKey) };
    },
    async verifyOtp(request: FastifyRequest<{ Body: Schemas['VerifyOtpRequest'] }>) {
      return { success: true, data: await identity.verify(request.body, request.addressKey) };
    },
    async exchangeTicket(request: FastifyRequest<{ Body: Schemas['TicketExchangeRequest'] }>, reply: FastifyReply) {
      const { ticketId, origin, channel } = request.body;
      const { body, refreshToken } = await sessions.start({ ticketId, origin, channel, loginType: 'SSO' });
      setRefreshCookie(reply, refreshToken);
      return { success: true, data: body };
    },
    async createLoginToken(request: FastifyRequest<{ Body: Schemas['NewTokenRequest'] }>, reply: FastifyReply) {
      // A guest session is captcha-protected (spec §4, §7): checked before the ticket is spent, so
      // a refused answer leaves the ticket good for the visible challenge's retry.
      const { loginType, sessionId, verificationToken, isV3captchasecret } = request.body;
      if (loginType === 'GUEST' && sessionId) {
        const identifier = (await sessions.ticketHolder(sessionId)) ?? '';
        const solved = await captcha.verify(verificationToken, { invisible: isV3captchasecret ?? true, identifier, ip: request.ip });
        if (!solved) throw refusal('413', 'The captcha was missing or not solved');
      }
      const { body, refreshToken } = await sessions.startFromNewTokenRequest(request.body);
      setRefreshCookie(reply, refreshToken);
      return { success: true, data: body };
    },
    async renewToken(request: FastifyRequest, reply: FastifyReply) {
      const { body, refreshToken } = await sessions.renew(request.cookies[REFRESH_COOKIE_NAME]);
      setRefreshCookie(reply, refreshToken);
      return { success: true, data: body };
    },
    async renderSession(request: FastifyRequest) {
      if (!isRenderKey(request.headers[MEMBER_RENDER_KEY_HEADER], memberRenderKey)) {
        throw new AppError(403, SERVICE_CODES.renderKeyRefused, 'Member renders need the site servers\' render key', DEFAULT_ERROR_MESSAGE);
      }
      const { session, accessToken, expiresIn } = await sessions.forRender(request.cookies[REFRESH_COOKIE_NAME], RENDER_TOKEN_SECONDS);
      return { success: true, data: { accessToken, expiresIn, loginType: 'SSO' as const, user: await profiles.view(session) } };
    },
    async logout(request: FastifyRequest, reply: FastifyReply) {
      await sessions.logout(request.cookies[REFRESH_COOKIE_NAME]);
      clearRefreshCookie(reply);
      return { success: true, data: { loggedOut: true } };
    },
    async getCurrentUser(request: FastifyRequest) {
      return { success: true, data: await profiles.view(requireSession(request)) };
    },
    async updateUser(request: FastifyRequest<{ Body: Schemas['UpdateUserRequest'] }>) {
      return { success: true, data: await profiles.update(requireSession(request), request.body.user) };
    },
    async sendMobileCode(request: FastifyRequest<{ Body: Schemas['AddMobileCodeRequest'] }>) {
      const { mobile, ...answer } = request.body;
      return { success: true, data: await contacts.sendMobileCode(requireSession(request).user.id, mobile, answer, request.addressKey) };
    },
    async verifyMobileCode(request: FastifyRequest<{ Body: Schemas['AddMobileVerifyRequest'] }>) {
      const session = requireSession(request);
      const row = await contacts.verifyMobile(session.user.id, request.body.mobile, request.body.otp, request.addressKey);
      return { success: true, data: await profiles.view(session, row) };
    },
    async sendEmailCode(request: FastifyRequest<{ Body: Schemas['CaptchaFields'] }>) {
      return { success: true, data: await contacts.sendEmailCode(requireSession(request).user, request.body, request.addressKey) };
    },
    async verifyEmailCode(request: FastifyRequest<{ Body: Schemas['VerifyEmailRequest'] }>) {
      const session = requireSession(request);
      const row = await contacts.verifyEmail(session.user.id, request.body.otp, request.addressKey);
      return { success: true, data: await profiles.view(session, row) };
    },
    async getCities() {
      return { success: true, data: await profiles.places() };
    },
  };
}

/** fastify-openapi-glue calls these for operations whose `security` names the scheme. */
export function authSecurityHandlers(sessions: SessionService, refusesGuests: (request: FastifyRequest) => boolean = () => false) {
  return {
    async bearerAuth(request: FastifyRequest) {
      const session = await sessions.authenticate(request.headers.authorization);
      // A GUEST session may pay, not act as a member: only the operations the contract marks
      // `x-guest-allowed` (and those whose token is optional) admit it.
      if (session.loginType === 'GUEST' && refusesGuests(request)) throw guestNotAllowed();
      request.authSession = session;
    },
    // Renewal and logout read the cookie themselves: each has its own answer for a missing one.
    async refreshCookie() {},
  };
}
