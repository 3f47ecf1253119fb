// SQL for the savings tracker: the member's savings records grouped by month (in India's time
// zone), category and brand, their running total, what they paid and the preferred plan's price.
import { and, asc, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { categories, companies, couponCodes, offerActivations, offerings, offers, orders, subscriptionVariants, users } from '../../db/schema';
import type { SavingsRecordGroup } from './breakdown';

/** The calendar month of a moment in India, as the tracker keys it ('2026-11'). */
const istMonth = (column: SQL | typeof couponCodes.assignedAt | typeof offerActivations.updatedAt) => sql<string>`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM')`;

export class SavingsRepository {
  constructor(private readonly db: AppDb) {}

  /**
   * Runs `work` on one consistent snapshot (repeatable read, read only), so the total and the
   * records it is made of are read as of the same moment even while a generation commits.
   */
  snapshot<T>(work: (repository: SavingsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new SavingsRepository(tx as unknown as AppDb)), { isolationLevel: 'repeatable read', accessMode: 'read only' });
  }

  /**
   * The member's savings records grouped by month, category and brand: the codes handed out to them
   * (a code's savings count from the moment it is handed out, as the total's do) and their completed
   * activations (from when they completed). Records that save nothing are left out.
   */
  async recordGroups(userId: number): Promise<SavingsRecordGroup[]> {
    const codeMonth = istMonth(couponCodes.assignedAt);
    const codes = await this.db
      .select({
        month: codeMonth,
        categorySlug: categories.slug,
        categoryName: categories.displayName,
        brandSlug: companies.slug,
        brandName: companies.name,
        savings: sql<number>`sum(${couponCodes.savings})`.mapWith(Number),
        count: count(),
      })
      .from(couponCodes)
      .innerJoin(offerings, eq(offerings.id, couponCodes.offeringId))
      .innerJoin(offers, eq(offers.id, offerings.offerId))
      .innerJoin(categories, eq(categories.id, offers.categoryId))
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .where(and(eq(couponCodes.userId, userId), gt(couponCodes.savings, 0)))
      .groupBy(codeMonth, categories.slug, categories.displayName, companies.slug, companies.name);
    const activationMonth = istMonth(offerActivations.updatedAt);
    const activations = await this.db
      .select({
        month: activationMonth,
        categorySlug: categories.slug,
        categoryName: categories.displayName,
        brandSlug: companies.slug,
        brandName: companies.name,
        savings: sql<number>`sum(${offerActivations.savings})`.mapWith(Number),
        count: count(),
      })
      .from(offerActivations)
      .innerJoin(offerings, eq(offerings.id, offerActivations.offeringId))
      .innerJoin(offers, eq(offers.id, offerings.offerId))
      .innerJoin(categories, eq(categories.id, offers.categoryId))
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .where(and(eq(offerActivations.userId, userId), eq(offerActivations.status, 4), gt(offerActivations.savings, 0)))
      .groupBy(activationMonth, categories.slug, categories.displayName, companies.slug, companies.name);
    return [...codes, ...activations];
  }

  /** The member's running total (`users.total_savings`), or undefined for no such member. */
  async totalSavings(userId: number): Promise<number | undefined> {
    const [row] = await this.db.select({ total: users.totalSavings }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.total;
  }

  /** Paise the member paid for membership: their paid orders, renewals included. */
  async paidPaise(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ paid: sql<number>`coalesce(sum(${orders.amountPaise}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'PAID')));
    return row?.paid ?? 0;
  }

  /** The price (before codes) of the plan on sale first: the preferred paid plan, else the first by position. */
  async preferredPlanPaise(): Promise<number> {
    const [row] = await this.db
      .select({ price: subscriptionVariants.pricePaise })
      .from(subscriptionVariants)
      .where(and(eq(subscriptionVariants.planType, 'PAYMENT'), eq(subscriptionVariants.active, true)))
      .orderBy(desc(subscriptionVariants.preferred), asc(subscriptionVariants.position), asc(subscriptionVariants.id))
      .limit(1);
    return row?.price ?? 0;
  }
}
