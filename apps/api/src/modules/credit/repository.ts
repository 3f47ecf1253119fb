// SQL for the credit check: checks (always selected by the member's id as well), the codes sent and
// the reports. Services pass a transaction's handle (through `transaction`) when statements must
// hold together.
import { and, count, desc, eq, gt, isNull, lt, max, min, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { creditChecks, creditCodeSends, creditReports } from '../../db/schema';
import type { MessageOutbox, NewMessage } from '../messages';

export type CreditCheckRow = typeof creditChecks.$inferSelect;
export type CreditReportRow = typeof creditReports.$inferSelect;

/** Advisory lock classes shared by every API instance (auth's are 727_002 and 727_003). */
const MEMBER_LOCK_CLASS = 727_020;
const ADDRESS_LOCK_CLASS = 727_021;
const MOBILE_LOCK_CLASS = 727_022;

export class CreditRepository {
  constructor(private readonly db: AppDb) {}

  transaction<T>(work: (repository: CreditRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new CreditRepository(tx as unknown as AppDb)));
  }

  /** Writes a message to the outbox on this repository's handle (the code's transaction). */
  enqueueMessage(outbox: MessageOutbox, message: NewMessage): Promise<void> {
    return outbox.enqueue(this.db, message);
  }

  /** Serialises the sends from one address until the transaction ends; taken before the member's lock, always. */
  async lockAddress(ip: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${ip}))`);
  }

  /** Serialises one member's sends, resends and verifies until the transaction ends. */
  async lockMember(userId: number): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCK_CLASS}, ${userId})`);
  }

  /**
   * Serialises the sends to one mobile (the PAN's registered one, which several members may type),
   * so its limits are counted exactly; taken after the address's and the member's, always.
   */
  async lockMobile(mobile: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(${MOBILE_LOCK_CLASS}, hashtext(${mobile}))`);
  }

  // ---- codes sent

  /** How many codes went to this mobile or from this address since then, and when the oldest and newest went. */
  async sendsSince(where: { mobile: string } | { ip: string }, since: Date): Promise<{ count: number; oldest: Date | null; newest: Date | null }> {
    const who = 'mobile' in where ? eq(creditCodeSends.mobile, where.mobile) : eq(creditCodeSends.ip, where.ip);
    const [row] = await this.db
      .select({ n: count(), oldest: min(creditCodeSends.sentAt), newest: max(creditCodeSends.sentAt) })
      .from(creditCodeSends)
      .where(and(who, gt(creditCodeSends.sentAt, since)));
    return { count: row?.n ?? 0, oldest: row?.oldest ?? null, newest: row?.newest ?? null };
  }

  /** Records a send and forgets this mobile's and address's sends older than any limit looks back. */
  async recordSend(send: { mobile: string; ip: string; sentAt: Date }, forgetBefore: Date): Promise<void> {
    await this.db
      .delete(creditCodeSends)
      .where(and(or(eq(creditCodeSends.mobile, send.mobile), eq(creditCodeSends.ip, send.ip)), lt(creditCodeSends.sentAt, forgetBefore)));
    await this.db.insert(creditCodeSends).values(send);
  }

  // ---- checks

  async insertCheck(row: Omit<CreditCheckRow, 'id' | 'consumedAt' | 'failedAttempts'>): Promise<CreditCheckRow> {
    const [inserted] = await this.db.insert(creditChecks).values(row).returning();
    if (!inserted) throw new Error('credit check was not inserted');
    return inserted;
  }

  /** The member's check with this public id; another member's check is not found. */
  async findCheck(userId: number, publicId: string): Promise<CreditCheckRow | undefined> {
    const [row] = await this.db
      .select()
      .from(creditChecks)
      .where(and(eq(creditChecks.userId, userId), eq(creditChecks.publicId, publicId)))
      .limit(1);
    return row;
  }

  async latestCheck(userId: number): Promise<CreditCheckRow | undefined> {
    const [row] = await this.db.select().from(creditChecks).where(eq(creditChecks.userId, userId)).orderBy(desc(creditChecks.createdAt), desc(creditChecks.id)).limit(1);
    return row;
  }

  /** A new check replaces the member's earlier ones: their unused codes stop working now. */
  async expireOpenCodes(userId: number, now: Date): Promise<void> {
    await this.db
      .update(creditChecks)
      .set({ expiresAt: now })
      .where(and(eq(creditChecks.userId, userId), isNull(creditChecks.consumedAt), gt(creditChecks.expiresAt, now)));
  }

  /** A resend: the new code replaces the old one; the wrong-try count stays. */
  async replaceCode(checkId: number, code: { codeHash: string; sentAt: Date; expiresAt: Date }): Promise<CreditCheckRow> {
    const [row] = await this.db.update(creditChecks).set(code).where(eq(creditChecks.id, checkId)).returning();
    if (!row) throw new Error(`credit check ${checkId} vanished during a resend`);
    return row;
  }

  /** Counts a wrong try; answers the count after it. */
  async recordFailedAttempt(checkId: number): Promise<number> {
    const [row] = await this.db
      .update(creditChecks)
      .set({ failedAttempts: sql`${creditChecks.failedAttempts} + 1` })
      .where(eq(creditChecks.id, checkId))
      .returning({ failedAttempts: creditChecks.failedAttempts });
    return row?.failedAttempts ?? 0;
  }

  /** Uses the code once: only the request that flips consumed_at from null wins, however many verify at once. */
  async consumeCode(checkId: number, codeHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(creditChecks)
      .set({ consumedAt: now })
      .where(and(eq(creditChecks.id, checkId), eq(creditChecks.codeHash, codeHash), isNull(creditChecks.consumedAt), gt(creditChecks.expiresAt, now)))
      .returning({ id: creditChecks.id });
    return rows.length === 1;
  }

  // ---- reports

  /** The report of a check; undefined when the check already has one (the unique key on check_id). */
  async insertReport(row: Omit<CreditReportRow, 'id'>): Promise<CreditReportRow | undefined> {
    const [inserted] = await this.db.insert(creditReports).values(row).onConflictDoNothing({ target: creditReports.checkId }).returning();
    return inserted;
  }

  /** The member's newest report, expired or not. */
  async latestReport(userId: number): Promise<CreditReportRow | undefined> {
    const [row] = await this.db.select().from(creditReports).where(eq(creditReports.userId, userId)).orderBy(desc(creditReports.generatedAt), desc(creditReports.id)).limit(1);
    return row;
  }

  /** The member's newest report that has not expired. */
  async latestLiveReport(userId: number, now: Date): Promise<CreditReportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(creditReports)
      .where(and(eq(creditReports.userId, userId), gt(creditReports.expiresAt, now)))
      .orderBy(desc(creditReports.generatedAt), desc(creditReports.id))
      .limit(1);
    return row;
  }
}
