// Granting a paid-type membership (primeProfile 5 with dates): what an activated order does, and
// what other modules grant through the payment module (a claimed co-brand membership), so a member
// reads the same whichever way the membership came.
import { SUPER_USER_VARIANT, type Membership, type PrimeProfile } from '@rewards/api-contract';
import type { AppDb } from '../../db/connection';
import { primeIdFor } from './plan-service';
import { PaymentRepository, type PaymentUserRow } from './repository';
import { membershipAfterPayment } from './rules';

export interface GrantedMembership {
  /** The membership's start as the member sees it (kept when a running membership is extended). */
  startDate: Date;
  endDate: Date;
  /** Where the days just granted begin (the old end when extending). */
  periodStart: Date;
  member: PaymentUserRow;
}

/** A member's membership as the contract's answers carry it (orders, co-brand claims, card activations). */
export function membershipView(member: { primeProfile: number; startDate: Date | null; endDate: Date | null }): Membership {
  return { primeProfile: member.primeProfile as PrimeProfile, startDate: member.startDate?.toISOString() ?? null, endDate: member.endDate?.toISOString() ?? null };
}

/** The period `durationDays` more days give a member now: extended from a running paid membership, else from now. */
export function periodFor(member: PaymentUserRow, durationDays: number, now: Date): Omit<GrantedMembership, 'member'> {
  return membershipAfterPayment(member, durationDays, now);
}

/**
 * Writes the granted period on the member's row (locked by the caller's transaction): primeProfile 5,
 * dates, the previous end kept as `lastEndDate`, a prime id if they had none. `orderId` is the paid
 * order behind it, or null to keep the member's current one. `variantName`, for a paid plan: the
 * member's user variant becomes the plan's (what the app prompt and the promotions read), except a
 * super user's, which stays BCCL.
 */
export async function applyMembership(
  tx: PaymentRepository,
  member: PaymentUserRow,
  period: Omit<GrantedMembership, 'member'>,
  now: Date,
  orderId: string | null,
  variantName?: string,
): Promise<PaymentUserRow> {
  return tx.updateUser(member.id, {
    ...(variantName && member.variantName !== SUPER_USER_VARIANT ? { variantName } : {}),
    primeProfile: 5,
    startDate: period.startDate,
    endDate: period.endDate,
    lastEndDate: member.endDate,
    orderId: orderId ?? member.orderId,
    primeId: member.primeId ?? primeIdFor(member.id),
    updatedAt: now,
  });
}

/** What the payment module offers other modules: a membership granted inside their transaction. */
export interface MembershipGrants {
  /**
   * Locks the member's row in the transaction `db` belongs to and grants `durationDays`, exactly as
   * an activated paid order does. The caller's transaction makes it happen once. `startAt` (never
   * after `now`) is when the granted days begin, for a membership scheduled earlier whose start has
   * passed: from then, or after a paid membership running then. Now by default.
   */
  grantWithin(db: AppDb, userId: number, durationDays: number, now: Date, startAt?: Date): Promise<GrantedMembership>;
}

export function membershipGrants(): MembershipGrants {
  return {
    async grantWithin(db, userId, durationDays, now, startAt = now) {
      const tx = new PaymentRepository(db);
      const member = await tx.lockUser(userId);
      const period = periodFor(member, durationDays, startAt);
      const updated = await applyMembership(tx, member, period, now, null);
      return { ...period, member: updated };
    },
  };
}
