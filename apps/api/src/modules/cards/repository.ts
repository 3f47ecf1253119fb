// SQL for the card-linked offer: channels, BINs, activations and the member's card fields. Services
// pass a transaction's handle (through `transaction`) when several statements must hold together.
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { cardActivations, cardBins, cardChannels, users } from '../../db/schema';

export type CardChannelRow = typeof cardChannels.$inferSelect;
export type CardBinRow = typeof cardBins.$inferSelect;
export type CardActivationRow = typeof cardActivations.$inferSelect;

/** The member's row as an activation reads it. */
export interface CardMember {
  id: number;
  primeProfile: number;
  startDate: Date | null;
  endDate: Date | null;
  cardNetwork: string | null;
  membershipScheduledAt: Date | null;
}

const MEMBER_COLUMNS = {
  id: users.id,
  primeProfile: users.primeProfile,
  startDate: users.startDate,
  endDate: users.endDate,
  cardNetwork: users.cardNetwork,
  membershipScheduledAt: users.membershipScheduledAt,
};

export class CardRepository {
  constructor(readonly db: AppDb) {}

  transaction<T>(work: (repository: CardRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CardRepository(tx as unknown as AppDb)));
  }

  async findChannel(id: string): Promise<CardChannelRow | undefined> {
    const [row] = await this.db.select().from(cardChannels).where(eq(cardChannels.id, id)).limit(1);
    return row;
  }

  async findBin(channelId: string, bin: string): Promise<CardBinRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardBins)
      .where(and(eq(cardBins.channelId, channelId), eq(cardBins.bin, bin)))
      .limit(1);
    return row;
  }

  /** Holds the member's row until the transaction ends: one member's activations (and due starts) queue. */
  async lockMember(userId: number): Promise<CardMember> {
    const [row] = await this.db.select(MEMBER_COLUMNS).from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!row) throw new Error(`user ${userId} not found`);
    return row;
  }

  async findActivation(userId: number, channelId: string): Promise<CardActivationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(cardActivations)
      .where(and(eq(cardActivations.userId, userId), eq(cardActivations.channelId, channelId)))
      .limit(1);
    return row;
  }

  /** The activation itself; undefined when the member already holds this channel's membership. */
  async insertActivation(row: Omit<CardActivationRow, 'id'>): Promise<CardActivationRow | undefined> {
    const [inserted] = await this.db
      .insert(cardActivations)
      .values(row)
      .onConflictDoNothing({ target: [cardActivations.userId, cardActivations.channelId] })
      .returning();
    return inserted;
  }

  /** The member's scheduled activations whose start has come, oldest start first. */
  async dueActivations(userId: number, now: Date): Promise<CardActivationRow[]> {
    return this.db
      .select()
      .from(cardActivations)
      .where(and(eq(cardActivations.userId, userId), isNull(cardActivations.grantedAt), lte(cardActivations.startDate, now)))
      .orderBy(asc(cardActivations.startDate));
  }

  /** The earliest start among the member's activations still scheduled, or null. */
  async nextScheduledStart(userId: number): Promise<Date | null> {
    const [row] = await this.db
      .select({ startDate: cardActivations.startDate })
      .from(cardActivations)
      .where(and(eq(cardActivations.userId, userId), isNull(cardActivations.grantedAt)))
      .orderBy(asc(cardActivations.startDate))
      .limit(1);
    return row?.startDate ?? null;
  }

  /** Records the membership a scheduled activation granted (its real period, if a paid one was running). */
  async markGranted(id: number, period: { startDate: Date; endDate: Date }, now: Date): Promise<CardActivationRow> {
    const [row] = await this.db
      .update(cardActivations)
      .set({ startDate: period.startDate, endDate: period.endDate, grantedAt: now })
      .where(and(eq(cardActivations.id, id), isNull(cardActivations.grantedAt)))
      .returning();
    if (!row) throw new Error(`card activation ${id} was granted under the member's lock`);
    return row;
  }

  async updateMember(userId: number, patch: { cardNetwork?: string; membershipScheduledAt?: Date | null; updatedAt: Date }): Promise<CardMember> {
    const [row] = await this.db.update(users).set(patch).where(eq(users.id, userId)).returning(MEMBER_COLUMNS);
    if (!row) throw new Error(`user ${userId} vanished during an update`);
    return row;
  }
}
