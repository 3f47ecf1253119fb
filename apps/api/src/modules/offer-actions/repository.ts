// SQL for offer actions: offerings with what the rules need from their offer, pools, a member's
// codes and activations. Services pass a transaction's handle when statements must hold together.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { companies, couponCodes, homeSections, offerActivations, offerDetails, offerings, offers, users } from '../../db/schema';
import type { ExtraInfoMap } from '../../db/schema';
import { DEFAULT_HOME_KEY } from '../home';

export type OfferingRow = typeof offerings.$inferSelect;
export type CouponCodeRow = typeof couponCodes.$inferSelect;
export type ActivationKind = 'OFFER' | 'MEMBERSHIP';

/** An offering with what the rules need from its offer. */
export interface OfferingWithOffer {
  offering: OfferingRow;
  offer: { id: number; name: string; locked: boolean; isExpired: boolean; extraInfoMap: ExtraInfoMap; companyName: string };
}

/** The member as the allocation reads them, under a row lock. */
export interface LockedMember {
  id: number;
  primeProfile: number;
}

export interface PoolCounts {
  total: number;
  free: number;
}

export class OfferActionsRepository {
  constructor(private readonly db: AppDb) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repository: OfferActionsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new OfferActionsRepository(tx as unknown as AppDb)));
  }

  private offeringQuery() {
    return this.db
      .select({
        offering: offerings,
        offer: {
          id: offers.id,
          name: offers.name,
          locked: offers.locked,
          isExpired: sql<boolean>`coalesce(${offerDetails.isExpired}, false)`,
          extraInfoMap: offers.extraInfoMap,
          companyName: companies.name,
        },
      })
      .from(offerings)
      .innerJoin(offers, eq(offers.id, offerings.offerId))
      .innerJoin(companies, eq(companies.id, offers.companyId))
      .leftJoin(offerDetails, eq(offerDetails.offerId, offers.id));
  }

  async findOfferingByName(name: string): Promise<OfferingWithOffer | undefined> {
    const [row] = await this.offeringQuery().where(eq(sql`lower(${offerings.name})`, name.toLowerCase())).limit(1);
    return row;
  }

  async findOfferingOfOffer(offerId: number): Promise<OfferingRow | undefined> {
    const [row] = await this.db.select().from(offerings).where(eq(offerings.offerId, offerId)).limit(1);
    return row;
  }

  async poolCounts(offeringId: number): Promise<PoolCounts> {
    const [row] = await this.db
      .select({ total: count(), free: sql<number>`count(*) filter (where ${couponCodes.userId} is null)`.mapWith(Number) })
      .from(couponCodes)
      .where(eq(couponCodes.offeringId, offeringId));
    return { total: row?.total ?? 0, free: row?.free ?? 0 };
  }

  /** The member's codes of an offering, oldest first. */
  memberCodes(userId: number, offeringId: number): Promise<CouponCodeRow[]> {
    return this.db
      .select()
      .from(couponCodes)
      .where(and(eq(couponCodes.userId, userId), eq(couponCodes.offeringId, offeringId)))
      .orderBy(asc(couponCodes.assignedAt), asc(couponCodes.id));
  }

  async findCodeByIdempotencyKey(userId: number, key: string): Promise<CouponCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(couponCodes)
      .where(and(eq(couponCodes.userId, userId), eq(couponCodes.idempotencyKey, key)))
      .limit(1);
    return row;
  }

  /** The member's code with this text (codes are unique per offering, so the newest wins on a clash). */
  async findMemberCode(userId: number, code: string): Promise<CouponCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(couponCodes)
      .where(and(eq(couponCodes.userId, userId), eq(couponCodes.code, code)))
      .orderBy(sql`${couponCodes.assignedAt} desc`)
      .limit(1);
    return row;
  }

  /** Locks the member's row until the transaction ends, so one member's generations run one at a time. */
  async lockMember(userId: number): Promise<LockedMember | undefined> {
    const [row] = await this.db.select({ id: users.id, primeProfile: users.primeProfile }).from(users).where(eq(users.id, userId)).for('update');
    return row;
  }

  /**
   * Hands the next free code to the member in one statement. Codes other transactions are handing
   * out right now are skipped rather than waited for, so concurrent members each get a different code.
   */
  async allocateCode(input: { offeringId: number; userId: number; idempotencyKey: string; now: Date; validityDays: number; savings: number }): Promise<CouponCodeRow | undefined> {
    const free = this.db
      .select({ id: couponCodes.id })
      .from(couponCodes)
      .where(and(eq(couponCodes.offeringId, input.offeringId), isNull(couponCodes.userId)))
      .orderBy(asc(couponCodes.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const expiresAt = new Date(input.now.getTime() + input.validityDays * 86_400_000);
    const [row] = await this.db
      .update(couponCodes)
      .set({
        userId: input.userId,
        assignedAt: input.now,
        idempotencyKey: input.idempotencyKey,
        state: 'GENERATED',
        expiresAt: sql`coalesce(${couponCodes.expiresAt}, ${expiresAt.toISOString()}::timestamptz)`,
        savings: input.savings,
      })
      .where(and(sql`${couponCodes.id} = (${free})`, isNull(couponCodes.userId)))
      .returning();
    return row;
  }

  async addSavings(userId: number, rupees: number): Promise<void> {
    if (rupees === 0) return;
    await this.db
      .update(users)
      .set({ totalSavings: sql`${users.totalSavings} + ${rupees}` })
      .where(eq(users.id, userId));
  }

  /** Compare-and-set: moves the code only if it is still in `from`; the new row, or undefined. */
  async moveCodeState(id: number, from: string, to: string): Promise<CouponCodeRow | undefined> {
    const [row] = await this.db
      .update(couponCodes)
      .set({ state: to })
      .where(and(eq(couponCodes.id, id), eq(couponCodes.state, from)))
      .returning();
    return row;
  }

  async activationStatus(userId: number, offeringId: number, kind: ActivationKind): Promise<0 | 1 | 4> {
    const [row] = await this.db
      .select({ status: offerActivations.status })
      .from(offerActivations)
      .where(and(eq(offerActivations.userId, userId), eq(offerActivations.offeringId, offeringId), eq(offerActivations.kind, kind)))
      .limit(1);
    return row?.status === 1 || row?.status === 4 ? row.status : 0;
  }

  /**
   * Records an activation once: a second call leaves the existing row as it is and answers it, so
   * a retried activation never moves an in-process one nor adds a second row.
   */
  async upsertActivation(input: { userId: number; offeringId: number; kind: ActivationKind; status: 1 | 4; now: Date }): Promise<1 | 4> {
    await this.db
      .insert(offerActivations)
      .values({ userId: input.userId, offeringId: input.offeringId, kind: input.kind, status: input.status, createdAt: input.now, updatedAt: input.now })
      .onConflictDoNothing({ target: [offerActivations.userId, offerActivations.offeringId, offerActivations.kind] });
    const status = await this.activationStatus(input.userId, input.offeringId, input.kind);
    return status === 0 ? input.status : status;
  }

  async marketingCouponCode(): Promise<string | null> {
    const [row] = await this.db.select({ code: homeSections.marketingCouponCode }).from(homeSections).where(eq(homeSections.key, DEFAULT_HOME_KEY)).limit(1);
    return row?.code ?? null;
  }

  async findMemberBySsoId(ssoId: string): Promise<{ id: number; firstName: string | null } | undefined> {
    const [row] = await this.db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.ssoId, ssoId)).limit(1);
    return row;
  }
}
