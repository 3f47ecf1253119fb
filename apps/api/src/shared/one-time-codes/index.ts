// One-time codes, whatever they are for (login, the credit bureau): how a code is made and kept
// (a keyed HMAC bound to what it was sent for), and the rules every sending follows: 30 s between
// sends (auth 405, login's text), 5 an hour and 10 a day per mobile (auth 416), and a code spent by
// its wrong tries. Each caller counts its own sends and holds its own key; the rules are one.
import { createHmac, randomInt } from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from '@rewards/api-contract';
import type { AppError } from '../../http/errors';
import { refusal } from '../auth-refusals';
import { constantTimeEqual } from '../crypto';

export const OTP_FORMAT = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A uniformly random code, leading zeros kept. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export class OtpHasher {
  constructor(private readonly key: Buffer) {}

  /** Bound to the mobile, so one stored hash never matches the same code sent to another number. */
  hash(mobile: string, code: string): string {
    return this.digest(mobile, code).toString('hex');
  }

  matches(mobile: string, code: string, storedHash: string): boolean {
    return constantTimeEqual(this.digest(mobile, code), Buffer.from(storedHash, 'hex'));
  }

  private digest(mobile: string, code: string): Buffer {
    return createHmac('sha256', this.key).update(`${mobile}:${code}`).digest();
  }
}

/** Codes per mobile per hour and per day (auth 416 beyond). */
export const OTP_SENDS_PER_HOUR = 5;
export const OTP_SENDS_PER_DAY = 10;

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Where a caller's sends are counted: how many since a moment, and the oldest of them. */
export interface SendCounter {
  sendsSince(where: { mobile: string }, since: Date): Promise<{ count: number; oldest: Date | null }>;
}

/** Seconds until a window that opened at `since` and lasts `windowMs` lets the next one through (at least 1). */
export function secondsUntil(since: Date | null, windowMs: number, now: Date): number {
  if (!since) return 1;
  return Math.max(1, Math.ceil((since.getTime() + windowMs - now.getTime()) / 1000));
}

/** Auth 405, with login's text, until 30 s after the previous send. */
export function resendTooSoon(previousSend: Date, now: Date): AppError | undefined {
  const waitMs = previousSend.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime();
  if (waitMs <= 0) return undefined;
  const seconds = Math.ceil(waitMs / 1000);
  return refusal('405', `A code was sent less than ${OTP_RESEND_SECONDS} s ago`, `Please wait ${seconds} seconds before requesting a new OTP`, seconds);
}

/** Auth 416 once the mobile had 5 codes (`what`) in the last hour or 10 in the last day. */
export async function mobileSendRefusal(counter: SendCounter, mobile: string, now: Date, what = 'codes'): Promise<AppError | undefined> {
  const lastHour = await counter.sendsSince({ mobile }, new Date(now.getTime() - HOUR_MS));
  if (lastHour.count >= OTP_SENDS_PER_HOUR) {
    return refusal('416', `${OTP_SENDS_PER_HOUR} ${what} were sent to this mobile in the last hour`, undefined, secondsUntil(lastHour.oldest, HOUR_MS, now));
  }
  const lastDay = await counter.sendsSince({ mobile }, new Date(now.getTime() - DAY_MS));
  if (lastDay.count >= OTP_SENDS_PER_DAY) {
    return refusal('416', `${OTP_SENDS_PER_DAY} ${what} were sent to this mobile in the last day`, undefined, secondsUntil(lastDay.oldest, DAY_MS, now));
  }
  return undefined;
}

/** A code whose wrong tries are used up: only a new code helps. */
export function isSpent(code: { failedAttempts: number }): boolean {
  return code.failedAttempts >= OTP_MAX_ATTEMPTS;
}
