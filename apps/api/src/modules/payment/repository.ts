// SQL for plans, codes, trials, orders, activations and webhook events. Services pass a
// transaction's handle (through `transaction`) when several statements must hold together.
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import {
  affiliateConversions,
  campaigns,
  cities,
  codeRedemptions,
  codes,
  orderActivations,
  orders,
  paymentEvents,
  paymentOffers,
  referralCampaigns,
  referrals,
  subscriptionVariants,
  trials,
  users,
} from '../../db/schema';

export type VariantRow = typeof subscriptionVariants.$inferSelect;
export type CodeRow = typeof codes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type TrialRow = typeof trials.$inferSelect;
export type ActivationRow = typeof orderActivations.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type CampaignRow = typeof referralCampaigns.$inferSelect;
export type PaymentUserRow = typeof users.$inferSelect;
export type CampaignPageRow = typeof campaigns.$inferSelect;
export type PaymentOfferRow = typeof paymentOffers.$inferSelect;
export type OrderStatus = 'CREATED' | 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';

const OPEN: OrderStatus[] = ['CREATED', 'PENDING'];

export class PaymentRepository {
  constructor(private readonly db: AppDb) {}

  transaction<T>(work: (repository: PaymentRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PaymentRepository(tx as unknown as AppDb)));
  }

  // ---- variants

  async listVariants(planType?: 'PAYMENT' | 'TRIAL'): Promise<VariantRow[]> {
    const active = eq(subscriptionVariants.active, true);
    return this.db
      .select()
      .from(subscriptionVariants)
      .where(planType ? and(active, eq(subscriptionVariants.planType, planType)) : active)
      .orderBy(asc(subscriptionVariants.position), asc(subscriptionVariants.id));
  }

  async findVariantById(id: number): Promise<VariantRow | undefined> {
    // The column is a PostgreSQL integer: an id outside it names no variant (not a 500).
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const [row] = await this.db.select().from(subscriptionVariants).where(eq(subscriptionVariants.id, id)).limit(1);
    return row;
  }

  // ---- codes

  async findCode(code: string): Promise<CodeRow | undefined> {
    const [row] = await this.db.select().from(codes).where(eq(codes.code, code)).limit(1);
    return row;
  }

  async findCodeById(id: number): Promise<CodeRow | undefined> {
    const [row] = await this.db.select().from(codes).where(eq(codes.id, id)).limit(1);
    return row;
  }

  async findReferralCodeOf(userId: number): Promise<CodeRow | undefined> {
    const [row] = await this.db.select().from(codes).where(eq(codes.ownerUserId, userId)).limit(1);
    return row;
  }

  /** Listed gift and promo codes running now and not paused (the member's own checks come after). */
  async listListedCodes(now: Date): Promise<CodeRow[]> {
    return this.db
      .select()
      .from(codes)
      .where(
        and(
          eq(codes.listed, true),
          isNull(codes.pausedAt),
          or(isNull(codes.startsAt), lte(codes.startsAt, now)),
          or(isNull(codes.endsAt), gt(codes.endsAt, now)),
          or(isNull(codes.usageLimit), sql`${codes.usedCount} < ${codes.usageLimit}`),
        ),
      )
      .orderBy(asc(codes.id));
  }

  async hasRedeemed(codeId: number, userId: number): Promise<boolean> {
    const rows = await this.db
      .select({ id: codeRedemptions.id })
      .from(codeRedemptions)
      .where(and(eq(codeRedemptions.codeId, codeId), eq(codeRedemptions.userId, userId)))
      .limit(1);
    return rows.length > 0;
  }

  async redeemedCodeIds(userId: number): Promise<Set<number>> {
    const rows = await this.db.select({ codeId: codeRedemptions.codeId }).from(codeRedemptions).where(eq(codeRedemptions.userId, userId));
    return new Set(rows.map((row) => row.codeId));
  }

  /** Records the code's use by a paid order, once per order, and counts it against the code's limit. */
  async redeemCode(codeId: number, userId: number, orderId: string, now: Date): Promise<void> {
    const inserted = await this.db
      .insert(codeRedemptions)
      .values({ codeId, userId, orderId, createdAt: now })
      .onConflictDoNothing({ target: codeRedemptions.orderId })
      .returning({ id: codeRedemptions.id });
    if (inserted.length > 0) {
      await this.db
        .update(codes)
        .set({ usedCount: sql`${codes.usedCount} + 1` })
        .where(eq(codes.id, codeId));
    }
  }

  // ---- referrals

  async findReferral(refereeUserId: number): Promise<ReferralRow | undefined> {
    const [row] = await this.db.select().from(referrals).where(eq(referrals.refereeUserId, refereeUserId)).limit(1);
    return row;
  }

  /** Links the referee once; answers the link in force (this one or an earlier one). */
  async linkReferral(row: ReferralRow): Promise<ReferralRow> {
    await this.db.insert(referrals).values(row).onConflictDoNothing({ target: referrals.refereeUserId });
    const current = await this.findReferral(row.refereeUserId);
    if (!current) throw new Error('referral vanished after insert');
    return current;
  }

  async runningCampaigns(now: Date): Promise<CampaignRow[]> {
    return this.db
      .select()
      .from(referralCampaigns)
      .where(and(lte(referralCampaigns.startsAt, now), gt(referralCampaigns.endsAt, now)))
      .orderBy(asc(referralCampaigns.startsAt));
  }

  // ---- users

  async findUser(id: number): Promise<PaymentUserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  /** Reads the member and holds the row until the transaction ends (membership dates change). */
  async lockUser(id: number): Promise<PaymentUserRow> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
    if (!row) throw new Error(`user ${id} not found`);
    return row;
  }

  async updateUser(id: number, patch: Partial<typeof users.$inferInsert>): Promise<PaymentUserRow> {
    const [row] = await this.db.update(users).set(patch).where(eq(users.id, id)).returning();
    if (!row) throw new Error(`user ${id} vanished during an update`);
    return row;
  }

  async stateOfCity(city: string | null): Promise<string | null> {
    if (!city) return null;
    const [row] = await this.db
      .select({ state: cities.state })
      .from(cities)
      .where(sql`lower(${cities.name}) = ${city.toLowerCase()}`)
      .limit(1);
    return row?.state ?? null;
  }

  // ---- trials

  async findTrial(userId: number): Promise<TrialRow | undefined> {
    const [row] = await this.db.select().from(trials).where(eq(trials.userId, userId)).limit(1);
    return row;
  }

  /** Inserts the member's only trial; undefined when they already had one. */
  async insertTrial(row: TrialRow): Promise<TrialRow | undefined> {
    const [inserted] = await this.db.insert(trials).values(row).onConflictDoNothing({ target: trials.userId }).returning();
    return inserted;
  }

  // ---- orders

  async findOrder(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row;
  }

  async findOrderByPayment(paymentId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.paymentId, paymentId)).limit(1);
    return row;
  }

  /** Reads the order and holds its row until the transaction ends: settlements queue here. */
  async lockOrder(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
    return row;
  }

  async findOrderByKey(userId: number, idempotencyKey: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row;
  }

  /** Inserts unless the member already used the key (a concurrent retry); undefined then. */
  async insertOrder(row: NewOrder): Promise<OrderRow | undefined> {
    const [inserted] = await this.db
      .insert(orders)
      .values(row)
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    return inserted;
  }

  async listOrders(userId: number): Promise<OrderRow[]> {
    return this.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  }

  /** Attaches the gateway payment to an open order without one and marks it PENDING. */
  async attachPayment(id: string, paymentId: string, now: Date): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ paymentId, status: 'PENDING', updatedAt: now })
      .where(and(eq(orders.id, id), inArray(orders.status, OPEN), isNull(orders.paymentId)))
      .returning();
    return row;
  }

  /**
   * The state machine's only door: moves the order to `to` only from one of `from`. Answers the
   * updated row, or undefined when the order was not in one of those states (someone else moved it).
   */
  async transition(id: string, from: OrderStatus[], to: OrderStatus, now: Date, extra: { failureReason?: string; paidAt?: Date } = {}): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .update(orders)
      .set({ status: to, updatedAt: now, ...extra })
      .where(and(eq(orders.id, id), inArray(orders.status, from)))
      .returning();
    return row;
  }

  // ---- activations and events

  /** The activation row is the exactly-once guard: only the first insert per order succeeds. */
  async insertActivation(row: Omit<ActivationRow, 'id'>): Promise<ActivationRow | undefined> {
    const [inserted] = await this.db
      .insert(orderActivations)
      .values(row)
      .onConflictDoNothing({ target: orderActivations.orderId })
      .returning();
    return inserted;
  }

  async findActivation(orderId: string): Promise<ActivationRow | undefined> {
    const [row] = await this.db.select().from(orderActivations).where(eq(orderActivations.orderId, orderId)).limit(1);
    return row;
  }

  /** Records a webhook event id; false when it was seen before (a redelivery). */
  async recordEvent(event: typeof paymentEvents.$inferInsert): Promise<boolean> {
    const inserted = await this.db
      .insert(paymentEvents)
      .values(event)
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ eventId: paymentEvents.eventId });
    return inserted.length > 0;
  }

  // ---- campaigns and promotions

  /** Published campaigns running now, oldest first (an unpublished one is as unknown as a missing one). */
  async runningCampaignPages(now: Date): Promise<CampaignPageRow[]> {
    return this.db
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.published, true), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)))
      .orderBy(asc(campaigns.startsAt), asc(campaigns.id));
  }

  async listPaymentOffers(): Promise<PaymentOfferRow[]> {
    return this.db.select().from(paymentOffers).orderBy(asc(paymentOffers.position));
  }

  /** Records the conversion once per order; answers the recorded one (this or an earlier report). */
  async recordConversion(row: typeof affiliateConversions.$inferInsert): Promise<void> {
    await this.db.insert(affiliateConversions).values(row).onConflictDoNothing({ target: affiliateConversions.orderId });
  }
}
