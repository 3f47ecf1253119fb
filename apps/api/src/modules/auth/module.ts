// Wires the auth module: keys, adapters (SMS, email, captcha) chosen by the config, services and handlers.
import type { AppConfig } from '../../config';
import { guestRefusingRoutes, routeKey } from '../../contract';
import type { FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../deps';
import { rateLimiterFactory } from '../../shared/rate-limit';
import { authAccess } from './access';
import { AccessTokens } from './access-tokens';
import { AltchaCaptcha } from './adapters/captcha/altcha';
import { NoCaptcha, WhitelistedCaptcha, type CaptchaPort } from './adapters/captcha/port';
import { RecaptchaCaptcha, type Fetch } from './adapters/captcha/recaptcha';
import { OtpHasher } from '../../shared/one-time-codes';
import { deriveAuthKeys } from './crypto';
import { NO_PARTNER_ENROLMENTS, type PartnerEnrolments } from './partner-enrolments';
import { ContactService } from './contact-service';
import { IdentityService } from './identity-service';
import { ProfileService } from './profile-service';
import { AuthRepository } from './repository';
import { NO_SCHEDULED_MEMBERSHIPS, type ScheduledMemberships } from './scheduled-memberships';
import { authHandlers, authSecurityHandlers } from './routes';
import type { MessageOutbox } from '../messages';
import { SessionService } from './session-service';

export interface AuthModuleDeps extends ModuleDeps {
  /** The message outbox codes leave through (the messages module). */
  messages: MessageOutbox;
  /** Replaces the provider CAPTCHA_PROVIDER picks (the whitelist still applies). */
  captcha?: CaptchaPort;
  /** For reCAPTCHA's siteverify call; the global fetch by default. */
  fetch?: Fetch;
  /** The co-brand enrolment lists (the partners module); nobody is enrolled without them. */
  partners?: PartnerEnrolments;
  /** Memberships scheduled to start later (the cards module); none without it. */
  scheduledMemberships?: ScheduledMemberships;
}

let warnedAboutDevSecret = false;

export function createAuthModule(config: AppConfig, deps: AuthModuleDeps) {
  const { auth } = config;
  if (auth.secretIsDevFallback && !warnedAboutDevSecret) {
    warnedAboutDevSecret = true;
    deps.logger.warn('AUTH_SECRET is not set: using the public development secret. Sessions and codes are not safe; set AUTH_SECRET (32+ characters).');
  }
  const keys = deriveAuthKeys(auth.secret);
  const repository = new AuthRepository(deps.db);
  const captcha = new WhitelistedCaptcha(deps.captcha ?? providerFor(config, deps, keys, repository), auth.captchaWhitelist);
  const accessTokens = new AccessTokens(keys.accessToken, auth.accessTokenTtlSeconds, deps.now);
  const partners = deps.partners ?? NO_PARTNER_ENROLMENTS;
  const scheduled = deps.scheduledMemberships ?? NO_SCHEDULED_MEMBERSHIPS;
  const sessions = new SessionService({ repository, accessTokens, refreshTokenTtlDays: auth.refreshTokenTtlDays, partners, scheduled, now: deps.now });
  const limiter = rateLimiterFactory(deps.db, deps.now);
  const verifyLimiter = limiter('otp-verify-ip', auth.verifyLimitPerIpPerHour, 3_600_000);
  const hasher = new OtpHasher(keys.otpHmac);
  const identity = new IdentityService({ repository, hasher, messages: deps.messages, captcha, config: auth, verifyLimiter, partners, now: deps.now });
  const contacts = new ContactService({ repository, hasher, messages: deps.messages, captcha, config: auth, verifyLimiter, now: deps.now });
  const profiles = new ProfileService(repository, partners, deps.now);
  const lookupLimiter = limiter('auth-lookup-ip', auth.lookupLimitPerMinute, 60_000);

  deps.logger.info({ captcha: deps.captcha ? 'injected' : auth.captchaProvider, captchaWhitelist: auth.captchaWhitelist.length }, 'auth adapters');
  const access = authAccess(sessions);
  return {
    /** For the other modules: requireMember and optionalCaller. */
    access,
    /** Sessions, for the logins other modules finish (social login starts its sessions from a ticket too). */
    sessions,
    handlers: authHandlers({ identity, sessions, profiles, contacts, captcha, lookupLimiter, access, memberRenderKey: auth.memberRenderKey }),
    securityHandlers: authSecurityHandlers(sessions, refusesGuestsPerContract()),
  };
}

function providerFor(config: AppConfig, deps: AuthModuleDeps, keys: ReturnType<typeof deriveAuthKeys>, repository: AuthRepository): CaptchaPort {
  const { auth } = config;
  if (auth.captchaProvider === 'none') return new NoCaptcha();
  if (auth.captchaProvider === 'recaptcha') {
    if (!auth.recaptcha) throw new Error('CAPTCHA_PROVIDER=recaptcha without the RECAPTCHA_* settings');
    return new RecaptchaCaptcha(auth.recaptcha, deps.fetch ?? (fetch as unknown as Fetch), deps.logger);
  }
  return new AltchaCaptcha({
    signatureSecret: keys.altchaSignature,
    keySignatureSecret: keys.altchaKeySignature,
    spent: { spend: (id, expiresAt) => repository.spendCaptchaChallenge(id, expiresAt, deps.now()) },
  });
}

/** Whether the operation a request reached refuses a GUEST session (see `guestRefusingRoutes`). */
function refusesGuestsPerContract(): (request: FastifyRequest) => boolean {
  const refusing = guestRefusingRoutes();
  return (request) => refusing.has(routeKey(request.method, request.routeOptions.url ?? ''));
}
