// The credit check: a PAN looked up, the member's consent turned into a bureau code sent to the
// mobile the bureau holds for that PAN (never the member's own: a member who types someone else's
// PAN must not receive the code that opens that person's report), resends, and the code verified
// into the bureau's report. The codes follow the login codes' rules and texts (auth's refusals):
// 10 minutes, once, 5 wrong tries, 30 s between sends, 5 an hour and 10 a day per mobile, a
// per-address limit. Every step that reads and writes a member's checks holds that member's lock,
// and then the registered mobile's, so concurrent calls queue instead of racing.
import { randomUUID } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_VALIDITY_SECONDS, type components } from '@rewards/api-contract';
import { tooManyRequests, type AppError } from '../../http/errors';
import { refusal } from '../../shared/auth-refusals';
import { toInternational } from '../../shared/mobile';
import { DAY_MS, HOUR_MS, OTP_FORMAT, generateOtp, isSpent, mobileSendRefusal, resendTooSoon, secondsUntil, type OtpHasher } from '../../shared/one-time-codes';
import type { MessageOutbox } from '../messages';
import type { RateLimiter } from '../../shared/rate-limit';
import { PanNotFoundError, type CreditBureau } from './adapters/bureau/port';
import { consentMissing, creditCodeText, dateOfBirthRefusal, nameInvalid, noCheck, panNotFound, panRefusal, refreshTooSoon } from './copy';
import type { PanVault } from './crypto';
import type { CreditCheckRow, CreditRepository } from './repository';
import { checkPan, cleanCreditName, dateOfBirthProblem, indiaDateOf, maskPan, panLast4, refreshAvailableAt } from './rules';
import { codeStepOf, reportOf, type CreditCodeStep, type CreditReport, type CreditReportDetails } from './views';

type Schemas = components['schemas'];

/** The signed-in member a check runs for. Their own mobile plays no part: the code goes to the PAN's. */
export interface CreditMember {
  id: number;
}

export interface CreditCheckDeps {
  repository: CreditRepository;
  bureau: CreditBureau;
  vault: PanVault;
  /** Login codes' hasher under the credit key, bound to the check's id. */
  hasher: OtpHasher;
  /** The bureau's codes leave through the message outbox. */
  messages: MessageOutbox;
  /** Bureau lookups per member (PAN verify and send), so PANs cannot be walked through one account. */
  panLimiter: RateLimiter;
  /** Code checks per address, wrong ones included (auth's verify limit, in its own bucket). */
  verifyLimiter: RateLimiter;
  config: { sendLimitPerIpPerHour: number; reportValidityDays: number };
  now: () => Date;
}

export class CreditCheckService {
  constructor(private readonly deps: CreditCheckDeps) {}

  async verifyPan(member: CreditMember, rawPan: string): Promise<{ maskedPan: string }> {
    await this.deps.panLimiter.take(String(member.id));
    const pan = requirePan(rawPan);
    if (!(await this.deps.bureau.verifyPan(pan)).found) throw panNotFound();
    return { maskedPan: maskPan(pan) };
  }

  async send(member: CreditMember, body: Schemas['CreditOtpSendRequest'], ip: string): Promise<CreditCodeStep> {
    const { repository, bureau, vault, hasher, panLimiter } = this.deps;
    const pan = requirePan(body.pan);
    const name = cleanCreditName(body.name);
    if (name === undefined) throw nameInvalid();
    const now = this.deps.now();
    const dateOfBirthRefused = dateOfBirthProblem(body.dateOfBirth, indiaDateOf(now));
    if (dateOfBirthRefused) throw dateOfBirthRefusal(dateOfBirthRefused);
    if (!body.consent) throw consentMissing();
    await panLimiter.take(String(member.id));
    // Asked before the transaction, so no pooled connection waits on the bureau; a PAN it does not
    // know sends nothing and counts nothing. The code goes to the mobile the bureau holds for the PAN.
    const verified = await bureau.verifyPan(pan);
    if (!verified.found) throw panNotFound();
    const mobile = verified.registeredMobile;

    const step = await repository.transaction(async (tx) => {
      await this.takeAddressAllowance(tx, ip, now);
      await tx.lockMember(member.id);
      const report = await tx.latestReport(member.id);
      if (report && report.refreshAvailableAt.getTime() > now.getTime()) throw refreshTooSoon(report.refreshAvailableAt);
      // That phone's limits apply, whichever member asks.
      await tx.lockMobile(mobile);
      const lastSend = await tx.sendsSince({ mobile }, new Date(now.getTime() - HOUR_MS));
      const refused = (lastSend.newest && resendTooSoon(lastSend.newest, now)) ?? (await mobileSendRefusal(tx, mobile, now, 'credit codes'));
      if (refused) throw refused;

      // One check in progress per member: a new one voids the codes of the earlier ones.
      await tx.expireOpenCodes(member.id, now);
      const publicId = randomUUID();
      const code = generateOtp();
      const check = await tx.insertCheck({
        publicId,
        userId: member.id,
        panCiphertext: vault.seal(pan, member.id),
        panLast4: panLast4(pan),
        name,
        dateOfBirth: body.dateOfBirth,
        consentedAt: now,
        mobile,
        codeHash: hasher.hash(publicId, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000),
        createdAt: now,
      });
      await this.sendCode(tx, check, code, ip, now);
      return codeStepOf(check);
    });
    this.deps.messages.wake();
    return step;
  }

  /** A new code for the member's check in progress: the old one is void, its wrong tries still count. */
  async resend(member: CreditMember, checkId: string, ip: string): Promise<CreditCodeStep> {
    const { repository, hasher } = this.deps;
    const now = this.deps.now();
    const step = await repository.transaction(async (tx) => {
      await this.takeAddressAllowance(tx, ip, now);
      await tx.lockMember(member.id);
      const check = await tx.findCheck(member.id, checkId);
      if (!check) throw noCheck();
      // An earlier check was replaced by a newer one; resending must not bring it back.
      if ((await tx.latestCheck(member.id))?.id !== check.id) throw noCheck('A newer credit check of this member replaced this one');
      if (check.consumedAt) throw refusal('419', 'The code was already used: the report was made');
      if (isSpent(check)) throw refusal('416', 'Too many wrong tries on this check: a new check is needed');
      // A resend goes where the check's first code went: the PAN's registered mobile.
      await tx.lockMobile(check.mobile);
      const refused = resendTooSoon(check.sentAt, now) ?? (await mobileSendRefusal(tx, check.mobile, now, 'credit codes'));
      if (refused) throw refused;

      const code = generateOtp();
      const renewed = await tx.replaceCode(check.id, { codeHash: hasher.hash(check.publicId, code), sentAt: now, expiresAt: new Date(now.getTime() + OTP_VALIDITY_SECONDS * 1000) });
      await this.sendCode(tx, renewed, code, ip, now);
      return codeStepOf(renewed);
    });
    this.deps.messages.wake();
    return step;
  }

  /**
   * Checks the code and answers the report. The code is used, the PAN opened, the bureau asked and
   * the report stored in one transaction: a bureau failure leaves the code unused to try again. A
   * wrong try is committed before its refusal is thrown, so it cannot be rolled back.
   */
  async verify(member: CreditMember, body: Schemas['CreditOtpVerifyRequest'], ip: string): Promise<CreditReport> {
    const { repository, hasher, vault, bureau, verifyLimiter, config } = this.deps;
    if (!OTP_FORMAT.test(body.otp)) throw refusal('424', `The code is not ${OTP_LENGTH} digits`);
    const now = this.deps.now();
    await verifyLimiter.take(ip);

    const outcome = await repository.transaction(async (tx): Promise<CreditReport | AppError> => {
      await tx.lockMember(member.id);
      const check = await tx.findCheck(member.id, body.checkId);
      if (!check) return noCheck();
      if (isSpent(check)) return refusal('416', 'Too many wrong tries on this check: a new check is needed');
      if (check.consumedAt) return refusal('419', 'The code was already used');
      if (check.expiresAt.getTime() <= now.getTime()) return refusal('415', 'The code has expired');
      if (!hasher.matches(check.publicId, body.otp, check.codeHash)) {
        const failures = await tx.recordFailedAttempt(check.id);
        return refusal('425', `The code is wrong (${failures} of ${OTP_MAX_ATTEMPTS} tries used)`);
      }
      // The conditional update is the guard a second verify of the same code meets (and the unique report per check behind it).
      if (!(await tx.consumeCode(check.id, check.codeHash, now))) return refusal('419', 'The code was already used');

      const pan = vault.open(check.panCiphertext, member.id);
      let answer;
      try {
        answer = await bureau.report({ pan, name: check.name, dateOfBirth: check.dateOfBirth, now });
      } catch (error) {
        if (error instanceof PanNotFoundError) return panNotFound();
        throw error;
      }
      const expiresAt = new Date(now.getTime() + config.reportValidityDays * DAY_MS);
      const details: CreditReportDetails = { accounts: answer.accounts, enquiries: answer.enquiries, paymentHistory: answer.paymentHistory };
      const report = await tx.insertReport({
        publicId: randomUUID(),
        userId: member.id,
        checkId: check.id,
        bureau: answer.bureau,
        score: answer.score,
        name: check.name,
        panLast4: check.panLast4,
        details,
        generatedAt: now,
        expiresAt,
        refreshAvailableAt: refreshAvailableAt(now, expiresAt),
      });
      if (!report) return refusal('419', 'The code was already used: the check has its report');
      return reportOf(report);
    });
    if (outcome instanceof Error) throw outcome;
    return outcome;
  }

  /** The address's hourly count is read and written under its lock, before the member's (always that order: no deadlock). */
  private async takeAddressAllowance(tx: CreditRepository, ip: string, now: Date): Promise<void> {
    await tx.lockAddress(ip);
    const fromAddress = await tx.sendsSince({ ip }, new Date(now.getTime() - HOUR_MS));
    if (fromAddress.count >= this.deps.config.sendLimitPerIpPerHour) throw tooManyRequests(secondsUntil(fromAddress.oldest, HOUR_MS, now));
  }

  /** Written to the message outbox in the code's transaction; the sender delivers it once that commits. */
  private async sendCode(tx: CreditRepository, check: CreditCheckRow, code: string, ip: string, now: Date): Promise<void> {
    await tx.recordSend({ mobile: check.mobile, ip, sentAt: now }, new Date(now.getTime() - DAY_MS));
    await tx.enqueueMessage(this.deps.messages, {
      channel: 'sms',
      to: toInternational(check.mobile),
      template: 'credit_otp',
      text: creditCodeText(code, OTP_VALIDITY_SECONDS / 60),
      code,
      expiresAt: check.expiresAt,
    });
  }
}

function requirePan(raw: string): string {
  const checked = checkPan(raw);
  if ('problem' in checked) throw panRefusal(checked.problem);
  return checked.pan;
}
