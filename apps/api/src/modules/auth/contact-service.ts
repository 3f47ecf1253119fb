// A logged-in member proving a contact of their own account (spec §3's single sign-on calls "update
// mobile" and "verify alternate email"): an account registered with an email alone adds a mobile with
// a code sent to it (GET_AND_CONFIRM_MOBILE_FROM_USER), and an email typed into the profile is verified
// with a code sent to it. The codes follow login's rules: captcha, 30 s between sends (auth 405), 5 an
// hour and 10 a day per mobile or email (auth 416, counted with the login codes), the per-address
// limit, 5 wrong tries, 10 minutes, single use, kept only as keyed hashes.
import { EMAIL_IN_USE_MESSAGE, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_VALIDITY_SECONDS, type OtpSent } from '@rewards/api-contract';
import type { AuthConfig } from '../../config';
import { tooManyRequests, type AppError } from '../../http/errors';
import { refusal } from '../../shared/auth-refusals';
import { toInternational } from '../../shared/mobile';
import { DAY_MS, HOUR_MS, OTP_FORMAT, generateOtp, isSpent, mobileSendRefusal, resendTooSoon, secondsUntil, type OtpHasher } from '../../shared/one-time-codes';
import type { RateLimiter } from '../../shared/rate-limit';
import { otpEmail, otpText, type MessageOutbox, type NewMessage } from '../messages';
import type { CaptchaPort } from './adapters/captcha/port';
import { requireEmail } from './email';
import { requireMobile } from './identity-service';
import type { AuthRepository, UserRow } from './repository';
import { isBlocked } from './user-view';

export interface ContactDeps {
  repository: AuthRepository;
  hasher: OtpHasher;
  messages: MessageOutbox;
  captcha: CaptchaPort;
  config: Pick<AuthConfig, 'otpSendLimitPerIpPerHour'>;
  verifyLimiter: RateLimiter;
  now: () => Date;
}

export interface CaptchaAnswer {
  verificationToken?: string;
  isV3captchasecret?: boolean;
}

type Contact = { kind: 'mobile'; value: string } | { kind: 'email'; value: string };

/**
 * The code row of one member's contact step. It is the member's own row (not the identifier's, which
 * login codes use), so a login code never proves a contact and a contact code never logs anyone in;
 * the hash binds the code to the mobile or email it went to, so a code sent to one address proves no other.
 */
function codeKey(user: UserRow, kind: Contact['kind']): string {
  return `${kind === 'mobile' ? 'add-mobile' : 'verify-email'}:${user.ssoId}`;
}
const bound = (key: string, contact: Contact) => `${key}|${contact.value}`;

export class ContactService {
  constructor(private readonly deps: ContactDeps) {}

  /** Sends a code to a mobile the member wants on their account. */
  async sendMobileCode(userId: number, rawMobile: string, answer: CaptchaAnswer, ip: string): Promise<OtpSent> {
    const mobile = requireMobile(rawMobile);
    return this.sendCode(userId, { answer, identifier: mobile }, ip, async (tx, user) => {
      await this.mobileRefusal(tx, user, mobile);
      return { kind: 'mobile', value: mobile };
    });
  }

  /** Sends a code to the unverified email on the member's profile. */
  async sendEmailCode(user: Pick<UserRow, 'id' | 'email'>, answer: CaptchaAnswer, ip: string): Promise<OtpSent & { email: string }> {
    let email = '';
    const sent = await this.sendCode(user.id, { answer, identifier: user.email ?? '' }, ip, async (tx, user) => {
      email = await this.emailToVerify(tx, user);
      return { kind: 'email', value: email };
    });
    return { ...sent, email };
  }

  /** The code sent to the mobile: the mobile becomes the account's, verified. */
  verifyMobile(userId: number, rawMobile: string, otp: string, ip: string): Promise<UserRow> {
    const mobile = requireMobile(rawMobile);
    return this.verifyCode(userId, otp, ip, async (tx, user) => {
      await this.mobileRefusal(tx, user, mobile);
      return { kind: 'mobile', value: mobile };
    });
  }

  /** The code sent to the profile's email: the email becomes verified (and a login of the account). */
  verifyEmail(userId: number, otp: string, ip: string): Promise<UserRow> {
    return this.verifyCode(userId, otp, ip, async (tx, user) => ({ kind: 'email', value: await this.emailToVerify(tx, user) }));
  }

  /**
   * Only an account without a mobile adds one (a mobile is an account's login; changing it is not
   * offered). Another account's mobile is refused: auth 432 when that account is blocked (a blocked
   * number), else auth 429 (in use: its owner logs in with it).
   */
  private async mobileRefusal(tx: AuthRepository, user: UserRow, mobile: string): Promise<void> {
    if (user.mobile !== null) throw refusal('410', 'The account has a mobile already');
    const holder = await tx.findUserByMobile(mobile);
    if (holder && holder.id !== user.id) {
      if (isBlocked(holder)) throw refusal('432', 'The mobile belongs to a blocked account');
      throw refusal('429', 'Another account holds this mobile');
    }
  }

  /** The profile's email while it is unverified and no other member holds it verified (auth 429). */
  private async emailToVerify(tx: AuthRepository, user: UserRow): Promise<string> {
    if (user.email === null) throw refusal('410', 'The profile has no email to verify');
    if (user.emailVerified) throw refusal('410', 'The email is verified already');
    const email = requireEmail(user.email);
    const holder = await tx.findVerifiedEmailHolder(email);
    if (holder && holder.id !== user.id) throw refusal('429', 'Another account holds this email verified', EMAIL_IN_USE_MESSAGE);
    return email;
  }

  private async sendCode(
    userId: number,
    captchaFor: { answer: CaptchaAnswer; identifier: string },
    ip: string,
    target: (tx: AuthRepository, user: UserRow) => Promise<Contact>,
  ): Promise<OtpSent> {
    const { repository, captcha, hasher, config } = this.deps;
    const now = this.deps.now();
    const { answer } = captchaFor;
    // Checked before the transaction, as login's sends are: the captcha's own store is written outside it.
    const solved = await captcha.verify(answer.verificationToken, { invisible: answer.isV3captchasecret ?? true, identifier: captchaFor.identifier, ip });
    if (!solved) throw refusal('413', 'The captcha was missing or not solved');
    const sent = await repository.transaction(async (tx): Promise<OtpSent> => {
      // Address, then identifier, then the member's row: the order login's sends lock in, so no deadlock.
      await tx.lockAddress(ip);
      const fromAddress = await tx.sendsSince({ ip }, new Date(now.getTime() - HOUR_MS));
      if (fromAddress.count >= config.otpSendLimitPerIpPerHour) throw tooManyRequests(secondsUntil(fromAddress.oldest, HOUR_MS, now));
      const user = await this.lockedUser(tx, userId);
      const contact = await target(tx, user);
      await tx.lockIdentifier(contact.value);
      const key = codeKey(user, contact.kind);
      const previous = await tx.findOtp(key);
      const refused = (previous ? resendTooSoon(previous.sentAt, now) : undefined) ?? (await mobileSendRefusal(tx, contact.value, now));
      if (refused) throw refused;
      const code = generateOtp();
      await tx.saveOtp({
        mobile: key,
        codeHash: hasher.hash(bound(key, contact), code),
        nature: 'SIGN_UP',
        sentAt: now,
        expiresAt: new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000),
        failedAttempts: 0,
        lastFailedAt: null,
      });
      // Counted under the mobile or email itself, so these codes and login's share its limits.
      await tx.recordSend({ mobile: contact.value, ip, sentAt: now }, new Date(now.getTime() - DAY_MS));
      await tx.enqueueMessage(this.deps.messages, this.message(contact, code, now));
      return { otpSent: true, otpNature: 'SIGN_UP', resendAfterSeconds: OTP_RESEND_SECONDS, expiresInSeconds: OTP_VALIDITY_SECONDS, otpLength: OTP_LENGTH };
    });
    this.deps.messages.wake();
    return sent;
  }

  /** Like login's verify: a wrong try is committed before its refusal is thrown. */
  private async verifyCode(userId: number, otp: string, ip: string, target: (tx: AuthRepository, user: UserRow) => Promise<Contact>): Promise<UserRow> {
    const { repository, hasher, verifyLimiter } = this.deps;
    if (!OTP_FORMAT.test(otp)) throw refusal('424', `The code is not ${OTP_LENGTH} digits`);
    const now = this.deps.now();
    await verifyLimiter.take(ip);
    const outcome = await repository.transaction(async (tx): Promise<UserRow | AppError> => {
      const user = await this.lockedUser(tx, userId);
      const contact = await target(tx, user);
      // The identifier's lock: a login registering this mobile (or verifying this email) waits, so
      // the unique indexes are never raced into an error.
      await tx.lockIdentifier(contact.value);
      const again = await target(tx, user);
      const key = codeKey(user, again.kind);
      const code = await tx.findOtp(key);
      if (!code) return refusal('414', `No code was sent to this ${contact.kind}`);
      if (isSpent(code)) return refusal('416', 'Too many wrong tries on this code: a new code is needed');
      if (code.consumedAt) return refusal('419', 'The code was already used');
      if (code.expiresAt.getTime() <= now.getTime()) return refusal('415', 'The code has expired');
      if (!hasher.matches(bound(key, contact), otp, code.codeHash)) {
        const failures = await tx.recordFailedAttempt(key, now);
        return refusal('425', `The code is wrong (${failures} of ${OTP_MAX_ATTEMPTS} tries used)`);
      }
      if (!(await tx.consumeOtp(key, code.codeHash, now))) return refusal('419', 'The code was already used');
      return contact.kind === 'mobile'
        ? tx.updateUser(user.id, { mobile: contact.value, mobileVerified: true, updatedAt: now })
        : tx.updateUser(user.id, { emailVerified: true, updatedAt: now });
    });
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }

  private async lockedUser(tx: AuthRepository, userId: number): Promise<UserRow> {
    const user = await tx.lockUser(userId);
    if (!user) throw new Error(`user ${userId} vanished`);
    return user;
  }

  private message(contact: Contact, code: string, now: Date): NewMessage {
    const validMinutes = OTP_VALIDITY_SECONDS / 60;
    const expiresAt = new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000);
    if (contact.kind === 'email') {
      const { subject, text } = otpEmail(code, validMinutes);
      return { channel: 'email', to: contact.value, template: 'login_otp', subject, text, code, expiresAt };
    }
    return { channel: 'sms', to: toInternational(contact.value), template: 'login_otp', text: otpText(code, validMinutes), code, expiresAt };
  }
}
