// Proving a mobile or an email: does it have an account, register it, send and resend one-time
// codes, verify a code into a single-use ticket. Codes are stored only as keyed hashes and reach the
// member through the SMS port (mobiles) or the email port (emails); every step that reads and writes
// an identifier's code state holds that identifier's lock. Both follow the same rules and limits.
import {
  AUTH_MESSAGES,
  EMAIL_IN_USE_MESSAGE,
  OTP_LENGTH,
  PARTNER_NOT_ENROLLED_MESSAGES,
  REGISTER_USER_ACTION,
  isPartnerChannel,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_VALIDITY_SECONDS,
  SERVICE_CODES,
  type OtpNature,
  type OtpSent,
  type PreLoginDetails,
  type components,
} from '@rewards/api-contract';
import type { AuthConfig } from '../../config';
import { badRequest, tooManyRequests, type AppError } from '../../http/errors';
import type { CaptchaPort } from './adapters/captcha/port';
import { DAY_MS, HOUR_MS, OTP_FORMAT, generateOtp, isSpent, mobileSendRefusal, resendTooSoon, secondsUntil, type OtpHasher } from '../../shared/one-time-codes';
import type { PartnerEnrolments } from './partner-enrolments';
import { otpEmail, otpText, type MessageOutbox, type NewMessage } from '../messages';
import { constantTimeEqualText, randomToken, sha256Hex } from '../../shared/crypto';
import { newSsoId } from './crypto';
import { parseMobile, toInternational } from '../../shared/mobile';
import { requireEmail } from './email';
import { cleanName } from './profile-rules';
import { refusal } from '../../shared/auth-refusals';
import type { AuthRepository, UserRow } from './repository';
import { isBlocked } from './user-view';
import type { RateLimiter } from '../../shared/rate-limit';

type Schemas = components['schemas'];
export type CheckUserExistRequest = Schemas['CheckUserExistRequest'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type SendOtpRequest = Schemas['SendOtpRequest'];
export type ResendOtpRequest = Schemas['ResendOtpRequest'];
export type VerifyOtpRequest = Schemas['VerifyOtpRequest'];
export type CheckUserExistResult = Schemas['CheckUserExistResponse']['data'];
export type VerifyOtpResult = Schemas['VerifyOtpResponse']['data'];

export { OTP_SENDS_PER_DAY, OTP_SENDS_PER_HOUR } from '../../shared/one-time-codes';
/** How long the ticket from a verified code may wait to be exchanged for a session. */
export const TICKET_TTL_SECONDS = 120;


export interface IdentityDeps {
  repository: AuthRepository;
  hasher: OtpHasher;
  /** Codes leave through the message outbox: written in the send's transaction, delivered after it. */
  messages: MessageOutbox;
  captcha: CaptchaPort;
  config: Pick<AuthConfig, 'otpSendLimitPerIpPerHour' | 'staticTestLogin'>;
  /** Verifies per address (wrong tries included), so one address cannot guess across many mobiles. */
  verifyLimiter: RateLimiter;
  /** The co-brand enrolment lists that decide who may log in on a partner's channel. */
  partners: PartnerEnrolments;
  now: () => Date;
}

/** Where a pre-login comes from: the site's channel (`cid`) and the path the visitor is on (`user_action`). */
export interface PreLoginContext {
  channel?: string | undefined;
  userAction?: string | undefined;
}

interface CaptchaFields {
  verificationToken?: string;
  isV3captchasecret?: boolean;
}

type SendMode = { kind: 'register'; firstName: string | null } | { kind: 'send' } | { kind: 'resend'; nature: OtpNature; ssoId: string | undefined };

/** Where a code goes: a 10-digit mobile (by SMS) or a lower-cased email (by email). */
export type Identifier = { type: 'mobile'; value: string } | { type: 'email'; value: string };

export function requireMobile(raw: string): string {
  const mobile = parseMobile(raw);
  if (!mobile) throw refusal('402', 'The mobile is not a 10-digit Indian mobile');
  return mobile;
}

/** The identifier of a send or resend: the mobile unless `identifierType` says email. */
function identifierOfType(raw: string, type: 'mobile' | 'email' | undefined): Identifier {
  return type === 'email' ? { type: 'email', value: requireEmail(raw) } : { type: 'mobile', value: requireMobile(raw) };
}

/** The identifier of a register or verify body, which carries exactly one of `mobile` and `email`. */
function identifierOfBody(body: { mobile?: string; email?: string }): Identifier {
  if ((body.mobile === undefined) === (body.email === undefined)) throw badRequest([{ path: 'body', message: 'must have exactly one of mobile and email' }]);
  return body.email !== undefined ? { type: 'email', value: requireEmail(body.email) } : { type: 'mobile', value: requireMobile(body.mobile ?? '') };
}

/** Whether the account has proved this identifier (a new user's code is SIGN_UP). */
function hasVerified(user: UserRow, type: Identifier['type']): boolean {
  return type === 'email' ? user.emailVerified : user.mobileVerified;
}

export class IdentityService {
  constructor(private readonly deps: IdentityDeps) {}

  async checkUserExist(body: CheckUserExistRequest): Promise<CheckUserExistResult> {
    const { repository } = this.deps;
    if (body.user.mobile !== undefined) {
      const user = await repository.findUserByMobile(requireMobile(body.user.mobile));
      const statusCode = !user ? 205 : user.mobileVerified ? 212 : 214;
      return { statusCode, newUser: statusCode !== 212 };
    }
    const user = await repository.findEmailLogin(requireEmail(body.user.email ?? ''));
    const statusCode = !user ? 206 : user.emailVerified ? 212 : 215;
    return { statusCode, newUser: statusCode !== 212 };
  }

  async preLogin(rawMobile: string, context: PreLoginContext = {}): Promise<PreLoginDetails> {
    const mobile = requireMobile(rawMobile);
    const user = await this.deps.repository.findUserByMobile(mobile);
    const loginType = user?.mobileVerified ? 'SSO' : 'GUEST';
    if (user && isBlocked(user)) return { loginAllowed: false, mobile, message: AUTH_MESSAGES['401'], loginType };
    // A co-brand site serves the partner's enrolled members only; more-rewards also lets anyone
    // register, since a new customer claims with a store code instead.
    const { channel, userAction } = context;
    if (isPartnerChannel(channel)) {
      const registering = channel === 'MORE_REWARDS' && userAction?.trim().toLowerCase() === REGISTER_USER_ACTION;
      if (!registering && !(await this.deps.partners.mayLogIn(channel, mobile))) {
        return { loginAllowed: false, mobile, message: PARTNER_NOT_ENROLLED_MESSAGES[channel], loginType };
      }
    }
    if (loginType === 'SSO') return { loginAllowed: true, mobile, message: '', loginType, statusCode: SERVICE_CODES.ssoLoginAllowed };
    return { loginAllowed: true, mobile, message: '', loginType };
  }

  register(body: RegisterRequest, ip: string): Promise<OtpSent> {
    let firstName: string | null = null;
    if (body.firstName !== undefined && body.firstName.trim() !== '') {
      firstName = cleanName(body.firstName) ?? null;
      if (firstName === null) throw refusal('410', 'firstName is not a valid value');
    }
    return this.issueCode(identifierOfBody(body), body, ip, { kind: 'register', firstName });
  }

  send(body: SendOtpRequest, ip: string): Promise<OtpSent> {
    return this.issueCode(identifierOfType(body.identifier, body.identifierType), body, ip, { kind: 'send' });
  }

  resend(body: ResendOtpRequest, ip: string): Promise<OtpSent> {
    return this.issueCode(identifierOfType(body.identifier, body.identifierType), body, ip, { kind: 'resend', nature: body.otpNature, ssoId: body.ssoId });
  }

  /**
   * Register, send and resend share the rules: a captcha, the per-address limit, the account's
   * state, the lockout after too many wrong tries, 30 s between codes and the per-identifier limits
   * (a mobile's and an email's sends are counted alike, and together for the address).
   */
  private async issueCode(identifier: Identifier, captchaFields: CaptchaFields, ip: string, mode: SendMode): Promise<OtpSent> {
    const { repository, captcha, hasher, config } = this.deps;
    const key = identifier.value;
    const now = this.deps.now();
    const solved = await captcha.verify(captchaFields.verificationToken, { invisible: captchaFields.isV3captchasecret ?? true, identifier: key, ip });
    if (!solved) throw refusal('413', 'The captcha was missing or not solved');

    const sent = await repository.transaction(async (tx): Promise<OtpSent> => {
      // The address's hourly count is read and written under its lock, in the transaction that
      // records the send: a burst of sends from one address, on any number of instances, lets
      // exactly the limit through. The address is locked before the identifier, always (no deadlock).
      await tx.lockAddress(ip);
      const fromAddress = await tx.sendsSince({ ip }, new Date(now.getTime() - HOUR_MS));
      if (fromAddress.count >= config.otpSendLimitPerIpPerHour) throw tooManyRequests(secondsUntil(fromAddress.oldest, HOUR_MS, now));
      await tx.lockIdentifier(key);
      const { user, nature } = await this.accountFor(tx, identifier, mode, now);
      const previous = await tx.findOtp(key);
      const refused = await this.sendRefusal(tx, key, previous, now);
      if (refused) throw refused;

      const code = generateOtp();
      // Each code has its own wrong-try count: a stranger's guesses spend one code, never the
      // member's next one. Guesses stay bounded by the per-identifier send limits (5 codes an hour,
      // 10 a day, so at most 50 guesses a day at a million codes) and the per-address verify limit.
      await tx.saveOtp({
        mobile: key,
        codeHash: hasher.hash(key, code),
        nature,
        sentAt: now,
        expiresAt: new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000),
        failedAttempts: 0,
        lastFailedAt: null,
      });
      await tx.recordSend({ mobile: key, ip, sentAt: now }, new Date(now.getTime() - DAY_MS));
      // Written in the transaction with the code; the outbox's sender delivers it once this commits,
      // so no request waits on (or fails with) the SMS gateway or the mail server.
      await tx.enqueueMessage(this.deps.messages, this.message(identifier, code, now));
      return {
        otpSent: true,
        otpNature: nature,
        ...(mode.kind === 'register' ? { ssoId: user.ssoId } : {}),
        resendAfterSeconds: OTP_RESEND_SECONDS,
        expiresInSeconds: OTP_VALIDITY_SECONDS,
        otpLength: OTP_LENGTH,
      };
    });
    this.deps.messages.wake();
    return sent;
  }

  /** The code's text or email, worth delivering while the code is valid. */
  private message(identifier: Identifier, code: string, now: Date): NewMessage {
    const validMinutes = OTP_VALIDITY_SECONDS / 60;
    const expiresAt = new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000);
    if (identifier.type === 'email') {
      const { subject, text } = otpEmail(code, validMinutes);
      return { channel: 'email', to: identifier.value, template: 'login_otp', subject, text, code, expiresAt };
    }
    return { channel: 'sms', to: toInternational(identifier.value), template: 'login_otp', text: otpText(code, validMinutes), code, expiresAt };
  }

  /** The account a code is for: the mobile's, or the one the email logs in to (see `findEmailLogin`). */
  private findAccount(tx: AuthRepository, identifier: Identifier): Promise<UserRow | undefined> {
    return identifier.type === 'email' ? tx.findEmailLogin(identifier.value) : tx.findUserByMobile(identifier.value);
  }

  private async accountFor(tx: AuthRepository, identifier: Identifier, mode: SendMode, now: Date): Promise<{ user: UserRow; nature: OtpNature }> {
    const { type } = identifier;
    let user = await this.findAccount(tx, identifier);
    if (user && isBlocked(user)) throw refusal('401', 'The account is blocked');
    if (mode.kind === 'register') {
      if (user && hasVerified(user, type)) {
        throw type === 'email'
          ? refusal('429', 'A verified account already holds this email', EMAIL_IN_USE_MESSAGE)
          : refusal('429', 'A verified account already holds this mobile');
      }
      // Registering again before verifying reuses the account: the call is idempotent. An email
      // registers an account of its own, without a mobile; the email counts once a code proves it.
      if (!user) {
        const holder = type === 'email' ? { mobile: null, email: identifier.value } : { mobile: identifier.value };
        user = await tx.insertUser({ ssoId: newSsoId(), ...holder, firstName: mode.firstName, now });
      } else if (mode.firstName && !user.firstName) user = await tx.updateUser(user.id, { firstName: mode.firstName, updatedAt: now });
      return { user, nature: 'SIGN_UP' };
    }
    if (!user) throw refusal('404', `No account holds this ${type}: register it first`);
    if (mode.kind === 'resend') {
      if (mode.ssoId !== undefined && mode.ssoId !== user.ssoId) throw badRequest([{ path: 'body/ssoId', message: `does not belong to this ${type}` }]);
      return { user, nature: mode.nature };
    }
    return { user, nature: hasVerified(user, type) ? 'LOG_IN' : 'SIGN_UP' };
  }

  private async sendRefusal(tx: AuthRepository, key: string, previous: Awaited<ReturnType<AuthRepository['findOtp']>>, now: Date): Promise<AppError | undefined> {
    const tooSoon = previous ? resendTooSoon(previous.sentAt, now) : undefined;
    return tooSoon ?? (await mobileSendRefusal(tx, key, now));
  }

  /**
   * Checks the latest code of the mobile (or email) and answers a single-use ticket. A wrong try is
   * counted in its own committed transaction before the refusal is thrown, so it cannot be rolled back.
   */
  async verify(body: VerifyOtpRequest, ip: string): Promise<VerifyOtpResult> {
    const { repository, hasher, config, verifyLimiter } = this.deps;
    const identifier = identifierOfBody(body);
    const key = identifier.value;
    if (!OTP_FORMAT.test(body.otp)) throw refusal('424', `The code is not ${OTP_LENGTH} digits`);
    const now = this.deps.now();
    // Counted on its own, before the check: a wrong try must count even though its answer is a refusal.
    await verifyLimiter.take(ip);

    const outcome = await repository.transaction(async (tx): Promise<VerifyOtpResult | AppError> => {
      await tx.lockIdentifier(key);
      let user = await this.findAccount(tx, identifier);
      if (user && isBlocked(user)) return refusal('401', 'The account is blocked');
      if (user && body.ssoId !== undefined && body.ssoId !== user.ssoId) {
        return badRequest([{ path: 'body/ssoId', message: `does not belong to this ${identifier.type}` }]);
      }

      const staticLogin = config.staticTestLogin;
      if (identifier.type === 'mobile' && staticLogin && staticLogin.mobile === key && constantTimeEqualText(body.otp, staticLogin.otp)) {
        user ??= await tx.insertUser({ ssoId: newSsoId(), mobile: key, firstName: null, now });
        return this.issueTicket(tx, user, identifier, now);
      }

      const code = user ? await tx.findOtp(key) : undefined;
      if (!user || !code) return refusal('414', `No code was sent to this ${identifier.type}`);
      if (isSpent(code)) return refusal('416', 'Too many wrong tries on this code: a new code is needed', undefined, secondsUntil(code.sentAt, OTP_RESEND_SECONDS * 1000, now));
      if (code.consumedAt) return refusal('419', 'The code was already used');
      if (code.expiresAt.getTime() <= now.getTime()) return refusal('415', 'The code has expired');
      if (!hasher.matches(key, body.otp, code.codeHash)) {
        // Each of the OTP_MAX_ATTEMPTS wrong tries is answered as wrong; the try after them meets
        // the spent code above (416), whichever code it carries, until a new code is sent.
        const failures = await tx.recordFailedAttempt(key, now);
        return refusal('425', `The code is wrong (${failures} of ${OTP_MAX_ATTEMPTS} tries used)`);
      }
      if (!(await tx.consumeOtp(key, code.codeHash, now))) return refusal('419', 'The code was already used');
      return this.issueTicket(tx, user, identifier, now);
    });
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }

  private async issueTicket(tx: AuthRepository, user: UserRow, identifier: Identifier, now: Date): Promise<VerifyOtpResult> {
    const ticketId = randomToken();
    const expiresAt = new Date(now.getTime() + TICKET_TTL_SECONDS * 1000);
    // The session the ticket starts marks what the code went to as verified.
    await tx.insertTicket({ tokenHash: sha256Hex(ticketId), userId: user.id, identifierType: identifier.type, createdAt: now, expiresAt });
    return { verified: true, ticketId, ssoId: user.ssoId, newUser: !hasVerified(user, identifier.type) };
  }
}
