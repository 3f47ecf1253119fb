// SQL for the co-brand partners: plans, enrolments, store codes and claimed memberships. Services
// pass a transaction's handle (through `transaction`) when several statements must hold together.
import type { PartnerChannel } from '@rewards/api-contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { partnerEnrolments, partnerMemberships, partnerPlans, partnerStoreCodes, users } from '../../db/schema';

export type PartnerPlanRow = typeof partnerPlans.$inferSelect;
export type EnrolmentRow = typeof partnerEnrolments.$inferSelect;
export type StoreCodeRow = typeof partnerStoreCodes.$inferSelect;
export type PartnerMembershipRow = typeof partnerMemberships.$inferSelect;

/** The member's row as a claim reads it. */
export interface MemberState {
  id: number;
  /** Null for an account registered with an email alone (never on an enrolment list). */
  mobile: string | null;
  primeProfile: number;
  startDate: Date | null;
  endDate: Date | null;
}

export class PartnerRepository {
  constructor(readonly db: AppDb) {}

  transaction<T>(work: (repository: PartnerRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new PartnerRepository(tx as unknown as AppDb)));
  }

  async findPlan(partner: PartnerChannel): Promise<PartnerPlanRow | undefined> {
    const [row] = await this.db.select().from(partnerPlans).where(eq(partnerPlans.partner, partner)).limit(1);
    return row;
  }

  async findEnrolment(partner: PartnerChannel, mobile: string): Promise<EnrolmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(partnerEnrolments)
      .where(and(eq(partnerEnrolments.partner, partner), eq(partnerEnrolments.mobile, mobile)))
      .limit(1);
    return row;
  }

  /** Marks the enrolment claimed, once: false when it was claimed already. */
  async claimEnrolment(id: number, userId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(partnerEnrolments)
      .set({ claimedAt: now, claimedByUserId: userId })
      .where(and(eq(partnerEnrolments.id, id), isNull(partnerEnrolments.claimedAt)))
      .returning({ id: partnerEnrolments.id });
    return rows.length === 1;
  }

  /** Adds mobiles to a partner's list; the ones already there are left as they are. Answers how many were new. */
  async enrol(partner: PartnerChannel, mobiles: readonly string[], now: Date): Promise<number> {
    if (mobiles.length === 0) return 0;
    const rows = await this.db
      .insert(partnerEnrolments)
      .values(mobiles.map((mobile) => ({ partner, mobile, enrolledAt: now })))
      .onConflictDoNothing({ target: [partnerEnrolments.partner, partnerEnrolments.mobile] })
      .returning({ id: partnerEnrolments.id });
    return rows.length;
  }

  async findStoreCode(code: string): Promise<StoreCodeRow | undefined> {
    const [row] = await this.db.select().from(partnerStoreCodes).where(eq(partnerStoreCodes.code, code)).limit(1);
    return row;
  }

  async findMembership(userId: number, partner: PartnerChannel): Promise<PartnerMembershipRow | undefined> {
    const [row] = await this.db
      .select()
      .from(partnerMemberships)
      .where(and(eq(partnerMemberships.userId, userId), eq(partnerMemberships.partner, partner)))
      .limit(1);
    return row;
  }

  /** The claim itself; undefined when the member already holds this partner's membership. */
  async insertMembership(row: Omit<PartnerMembershipRow, 'id'>): Promise<PartnerMembershipRow | undefined> {
    const [inserted] = await this.db
      .insert(partnerMemberships)
      .values(row)
      .onConflictDoNothing({ target: [partnerMemberships.userId, partnerMemberships.partner] })
      .returning();
    return inserted;
  }

  /** Whether the account holding this mobile claimed a membership on the partner's channel. */
  async hasClaimedMembership(partner: PartnerChannel, mobile: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: partnerMemberships.id })
      .from(partnerMemberships)
      .innerJoin(users, eq(users.id, partnerMemberships.userId))
      .where(and(eq(partnerMemberships.partner, partner), eq(users.mobile, mobile)))
      .limit(1);
    return row !== undefined;
  }

  /** Holds the member's row until the transaction ends: one member's claims queue. */
  async lockUser(userId: number): Promise<MemberState> {
    const [row] = await this.db
      .select({ id: users.id, mobile: users.mobile, primeProfile: users.primeProfile, startDate: users.startDate, endDate: users.endDate })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
      .for('update');
    if (!row) throw new Error(`user ${userId} not found`);
    return row;
  }

  async countEnrolments(partner: PartnerChannel): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(partnerEnrolments).where(eq(partnerEnrolments.partner, partner));
    return Number(row?.n ?? 0);
  }
}
