// Wires the auth module: keys, adapters (SMS, email, captcha) chosen by the config, services and handlers.
import type { AppConfig } from '../../config';
import { guestRefusingRoutes, routeKey } from '../../contract';
import type { FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../deps';
import { rateLimiterFactory } from '../system/rate-limit';
import { authAccess } from './access';
import { AccessTokens } from './access-tokens';
import { AltchaCaptcha } from './adapters/captcha/altcha';
import { NoCaptcha, WhitelistedCaptcha, type CaptchaPort } from './adapters/captcha/port';
import { RecaptchaCaptcha, type Fetch } from './adapters/captcha/recaptcha';
import { LogEmail } from './adapters/email/log';
import { OutboxEmail } from './adapters/email/outbox';
import type { EmailPort } from './adapters/email/port';
import { SmtpEmail } from './adapters/email/smtp';
import { LogSms } from './adapters/sms/log';
import { OutboxSms } from './adapters/sms/outbox';
import type { SmsPort } from './adapters/sms/port';
import { OtpHasher, deriveAuthKeys } from './crypto';
import { NO_PARTNER_ENROLMENTS, type PartnerEnrolments } from './partner-enrolments';
import { IdentityService } from './identity-service';
import { ProfileService } from './profile-service';
import { AuthRepository } from './repository';
import { NO_SCHEDULED_MEMBERSHIPS, type ScheduledMemberships } from './scheduled-memberships';
import { authHandlers, authSecurityHandlers, devHandlers } from './routes';
import { SessionService } from './session-service';

export interface AuthModuleDeps extends ModuleDeps {
  /** Replaces the adapter SMS_ADAPTER picks. */
  sms?: SmsPort;
  /** Replaces the adapter EMAIL_ADAPTER picks. */
  email?: EmailPort;
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
  const sms = deps.sms ?? (auth.smsAdapter === 'outbox' ? new OutboxSms(deps.now) : new LogSms(deps.logger));
  const email = deps.email ?? emailAdapterFor(auth, deps);
  const captcha = new WhitelistedCaptcha(deps.captcha ?? providerFor(config, deps, keys, repository), auth.captchaWhitelist);
  const accessTokens = new AccessTokens(keys.accessToken, auth.accessTokenTtlSeconds, deps.now);
  const partners = deps.partners ?? NO_PARTNER_ENROLMENTS;
  const scheduled = deps.scheduledMemberships ?? NO_SCHEDULED_MEMBERSHIPS;
  const sessions = new SessionService({ repository, accessTokens, refreshTokenTtlDays: auth.refreshTokenTtlDays, partners, scheduled, now: deps.now });
  const limiter = rateLimiterFactory(deps.db, deps.now);
  const verifyLimiter = limiter('otp-verify-ip', auth.verifyLimitPerIpPerHour, 3_600_000);
  const identity = new IdentityService({ repository, hasher: new OtpHasher(keys.otpHmac), sms, email, captcha, config: auth, verifyLimiter, partners, now: deps.now });
  const profiles = new ProfileService(repository, partners, deps.now);
  const lookupLimiter = limiter('auth-lookup-ip', auth.lookupLimitPerMinute, 60_000);

  // The outbox exposes every code sent, so its route never exists in production. It exists while
  // the SMS outbox does, and reads the email outbox too.
  const outbox = config.nodeEnv !== 'production' && sms instanceof OutboxSms ? sms : undefined;
  const emailOutbox = outbox && email instanceof OutboxEmail ? email : undefined;
  deps.logger.info(
    { sms: sms.constructor.name, email: email.constructor.name, captcha: deps.captcha ? 'injected' : auth.captchaProvider, captchaWhitelist: auth.captchaWhitelist.length, devOutbox: outbox !== undefined },
    'auth adapters',
  );
  const access = authAccess(sessions);
  return {
    /** For the other modules: requireMember and optionalCaller. */
    access,
    /** Sessions, for the logins other modules finish (social login starts its sessions from a ticket too). */
    sessions,
    /** The SMS port login codes go through; the credit check sends its bureau codes the same way (and into the same dev outbox). */
    sms,
    handlers: authHandlers({ identity, sessions, profiles, captcha, lookupLimiter, access }),
    devHandlers: outbox ? devHandlers(outbox, emailOutbox) : undefined,
    securityHandlers: authSecurityHandlers(sessions, refusesGuestsPerContract()),
  };
}

function emailAdapterFor(auth: AppConfig['auth'], deps: AuthModuleDeps): EmailPort {
  if (auth.emailAdapter === 'smtp') {
    if (!auth.smtp) throw new Error('EMAIL_ADAPTER=smtp without SMTP_URL and EMAIL_FROM');
    return new SmtpEmail(auth.smtp);
  }
  return auth.emailAdapter === 'outbox' ? new OutboxEmail(deps.now) : new LogEmail(deps.logger);
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
    spent: { spend: (id, expiresAt) => repository.spendCaptchaChallenge(id, expiresAt, new Date()) },
  });
}

/** Whether the operation a request reached refuses a GUEST session (see `guestRefusingRoutes`). */
function refusesGuestsPerContract(): (request: FastifyRequest) => boolean {
  const refusing = guestRefusingRoutes();
  return (request) => refusing.has(routeKey(request.method, request.routeOptions.url ?? ''));
}
