// SQL for student verification requests. The partial unique index `student_verifications_one_open_key`
// (one SUBMITTED or APPROVED row per member) is what keeps a member to one open request, even when
// two sends race: the insert names it as its conflict target and answers nothing when it holds.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { studentVerifications } from '../../db/schema';

export type StudentVerificationRow = typeof studentVerifications.$inferSelect;
export type NewStudentVerification = Omit<StudentVerificationRow, 'id' | 'decidedAt' | 'decisionNote' | 'decidedBy' | 'state'>;
export type OpenState = 'SUBMITTED' | 'APPROVED';

/** The index's predicate, as ON CONFLICT must repeat it to infer that index. */
const OPEN = sql`state in ('SUBMITTED', 'APPROVED')`;

export class StudentRepository {
  constructor(readonly db: AppDb) {}

  transaction<T>(work: (repository: StudentRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new StudentRepository(tx as unknown as AppDb)));
  }

  async latestOf(userId: number): Promise<StudentVerificationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(studentVerifications)
      .where(eq(studentVerifications.userId, userId))
      .orderBy(desc(studentVerifications.submittedAt), desc(studentVerifications.id))
      .limit(1);
    return row;
  }

  async openStateOf(userId: number): Promise<OpenState | undefined> {
    const [row] = await this.db
      .select({ state: studentVerifications.state })
      .from(studentVerifications)
      .where(and(eq(studentVerifications.userId, userId), OPEN))
      .limit(1);
    return row?.state as OpenState | undefined;
  }

  /** The new SUBMITTED request; undefined when the member already has an open one. */
  async insertSubmitted(row: NewStudentVerification): Promise<StudentVerificationRow | undefined> {
    const [inserted] = await this.db
      .insert(studentVerifications)
      .values({ ...row, state: 'SUBMITTED' })
      .onConflictDoNothing({ target: studentVerifications.userId, where: OPEN })
      .returning();
    return inserted;
  }

  async findByPublicId(publicId: string): Promise<StudentVerificationRow | undefined> {
    const [row] = await this.db.select().from(studentVerifications).where(eq(studentVerifications.publicId, publicId)).limit(1);
    return row;
  }

  /**
   * The decision on a SUBMITTED request (by the reviewer `decidedBy`, a staff id; null from the
   * development route); undefined when the request is not (or no longer) SUBMITTED. The update's
   * condition is what lets exactly one of two reviewers deciding at once win.
   */
  async decide(
    publicId: string,
    decision: { state: 'APPROVED' | 'REJECTED'; note: string | null; decidedAt: Date; decidedBy?: number | null },
  ): Promise<StudentVerificationRow | undefined> {
    const [row] = await this.db
      .update(studentVerifications)
      .set({ state: decision.state, decisionNote: decision.note, decidedAt: decision.decidedAt, decidedBy: decision.decidedBy ?? null })
      .where(and(eq(studentVerifications.publicId, publicId), eq(studentVerifications.state, 'SUBMITTED')))
      .returning();
    return row;
  }
}
