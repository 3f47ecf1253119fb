// SQL of the members part: finding accounts by contact, reading everything support sees about one,
// and the block's writes (the account row and the member's session families, in the caller's
// transaction). Services pass a transaction's handle when statements must hold together.
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../../db/connection';
import {
  auditLog,
  cardActivations,
  cardChannels,
  codeRedemptions,
  codes,
  couponCodes,
  offerings,
  offers,
  orderActivations,
  orders,
  partnerMemberships,
  sessionFamilies,
  studentVerifications,
  subscriptionVariants,
  trials,
  users,
} from '../../../db/schema';

export type MemberRow = typeof users.$inferSelect;

/** The most matches a search answers: a mobile holds one account, an email a handful at most. */
export const SEARCH_LIMIT = 20;
/** Any constant shared by every API instance; the second key is the order id's hash. */
const INVOICE_RESEND_LOCK_CLASS = 727_035;

export class MembersRepository {
  constructor(private readonly db: AppDb) {}

  transaction<T>(work: (repository: MembersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new MembersRepository(tx as unknown as AppDb)));
  }

  /** The handle (a transaction's, inside `transaction`) for the audit log and the outbox. */
  get handle(): AppDb {
    return this.db;
  }

  findByMobile(mobile: string): Promise<MemberRow[]> {
    return this.db.select().from(users).where(eq(users.mobile, mobile)).limit(SEARCH_LIMIT);
  }

  /** Every account holding the email, verified or not (support looks for the person, not the login). */
  findByEmail(email: string): Promise<MemberRow[]> {
    return this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .orderBy(desc(users.emailVerified), users.id)
      .limit(SEARCH_LIMIT);
  }

  async findBySsoId(ssoId: string): Promise<MemberRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.ssoId, ssoId)).limit(1);
    return row;
  }

  /** The member's row, held until the transaction ends: two blocks of one member run one at a time. */
  async lockBySsoId(ssoId: string): Promise<MemberRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.ssoId, ssoId)).limit(1).for('update');
    return row;
  }

  async setBlock(userId: number, block: { blockedAt: Date | null; blockedReason: string | null }, now: Date): Promise<MemberRow> {
    const [row] = await this.db.update(users).set({ ...block, updatedAt: now }).where(eq(users.id, userId)).returning();
    if (!row) throw new Error(`member ${userId} vanished inside its own lock`);
    return row;
  }

  async setPrimeProfile(userId: number, primeProfile: number, now: Date): Promise<void> {
    await this.db.update(users).set({ primeProfile, updatedAt: now }).where(eq(users.id, userId));
  }

  /** Revokes every live session family of the member (the auth module refuses their tokens from now); how many. */
  async endSessions(userId: number, now: Date, reason: string): Promise<number> {
    const ended = await this.db
      .update(sessionFamilies)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(sessionFamilies.userId, userId), isNull(sessionFamilies.revokedAt)))
      .returning({ id: sessionFamilies.id });
    return ended.length;
  }

  /** The staff member who made the latest block of the member, from the audit log. */
  async lastBlockedBy(ssoId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ staffEmail: auditLog.staffEmail })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, ssoId), eq(auditLog.action, 'adminBlockMember')))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1);
    return row?.staffEmail;
  }

  /** Orders newest first, with the plan's name and the activation that numbers the invoice (paid ones). */
  ordersOf(userId: number) {
    return this.db
      .select({ order: orders, planName: subscriptionVariants.displayName, activationId: orderActivations.id, activatedAt: orderActivations.createdAt })
      .from(orders)
      .leftJoin(subscriptionVariants, eq(subscriptionVariants.id, orders.variantId))
      .leftJoin(orderActivations, eq(orderActivations.orderId, orders.id))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100);
  }

  async planOfOrder(orderId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ name: subscriptionVariants.displayName })
      .from(orders)
      .innerJoin(subscriptionVariants, eq(subscriptionVariants.id, orders.variantId))
      .where(eq(orders.id, orderId))
      .limit(1);
    return row?.name;
  }

  async trialPlanOf(userId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ name: subscriptionVariants.displayName })
      .from(trials)
      .innerJoin(subscriptionVariants, eq(subscriptionVariants.id, trials.variantId))
      .where(eq(trials.userId, userId))
      .limit(1);
    return row?.name;
  }

  redemptionsOf(userId: number) {
    return this.db
      .select({ code: codes.code, name: codes.name, type: codes.type, orderId: codeRedemptions.orderId, redeemedAt: codeRedemptions.createdAt })
      .from(codeRedemptions)
      .innerJoin(codes, eq(codes.id, codeRedemptions.codeId))
      .where(eq(codeRedemptions.userId, userId))
      .orderBy(desc(codeRedemptions.createdAt), desc(codeRedemptions.id));
  }

  async referralCodeOf(userId: number): Promise<string | undefined> {
    const [row] = await this.db.select({ code: codes.code }).from(codes).where(and(eq(codes.ownerUserId, userId), eq(codes.type, 'REFERRAL'))).limit(1);
    return row?.code;
  }

  couponCodesOf(userId: number) {
    return this.db
      .select({ offer: offers.name, code: couponCodes.code, state: couponCodes.state, assignedAt: couponCodes.assignedAt, expiresAt: couponCodes.expiresAt })
      .from(couponCodes)
      .innerJoin(offerings, eq(offerings.id, couponCodes.offeringId))
      .innerJoin(offers, eq(offers.id, offerings.offerId))
      .where(eq(couponCodes.userId, userId))
      .orderBy(desc(couponCodes.assignedAt), desc(couponCodes.id))
      .limit(100);
  }

  claimsOf(userId: number) {
    return this.db.select().from(partnerMemberships).where(eq(partnerMemberships.userId, userId)).orderBy(desc(partnerMemberships.createdAt));
  }

  cardActivationsOf(userId: number) {
    return this.db
      .select({ activation: cardActivations, cardName: cardChannels.cardName })
      .from(cardActivations)
      .innerJoin(cardChannels, eq(cardChannels.id, cardActivations.channelId))
      .where(eq(cardActivations.userId, userId))
      .orderBy(desc(cardActivations.createdAt));
  }

  async latestStudentRequest(userId: number) {
    const [row] = await this.db
      .select()
      .from(studentVerifications)
      .where(eq(studentVerifications.userId, userId))
      .orderBy(desc(studentVerifications.submittedAt), desc(studentVerifications.id))
      .limit(1);
    return row;
  }

  async findOrder(orderId: string) {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    return row;
  }

  /** Serialises resends of one order until the transaction ends, so a double click queues one email. */
  async lockInvoiceResend(orderId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${INVOICE_RESEND_LOCK_CLASS}, hashtext(${orderId}))`);
  }

  /** When this order's invoice was last resent after `since` (the audit log is the record), if it was. */
  async lastInvoiceResend(orderId: string, since: Date): Promise<{ at: Date; after: unknown } | undefined> {
    const [row] = await this.db
      .select({ at: auditLog.at, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adminResendInvoice'), eq(auditLog.targetType, 'order'), eq(auditLog.targetId, orderId), gt(auditLog.at, since)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(1);
    return row;
  }
}
