// SQL of the reviewers' queue: student requests in one state, oldest first, paged by a keyset cursor
// (submitted at, then the public id: stable however many arrive meanwhile), and one request with its
// member and the reviewer who decided it.
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { AppDb } from '../../../db/connection';
import { staffMembers, studentVerifications, users } from '../../../db/schema';
import type { StudentVerificationRow } from '../../student';

export type QueueState = 'SUBMITTED' | 'APPROVED' | 'REJECTED';

export interface QueuePosition {
  submittedAt: Date;
  requestId: string;
}

export interface RequestWithMember {
  request: StudentVerificationRow;
  member: {
    ssoId: string;
    firstName: string | null;
    lastName: string | null;
    mobile: string | null;
    primeProfile: number;
    endDate: Date | null;
    blockedAt: Date | null;
  };
  decidedByEmail: string | null;
}

export class StudentQueueRepository {
  constructor(private readonly db: AppDb) {}

  /** Up to `limit` requests in `state` after `after`, oldest first. */
  async page(state: QueueState, after: QueuePosition | undefined, limit: number): Promise<StudentVerificationRow[]> {
    const v = studentVerifications;
    const afterCursor = after ? or(gt(v.submittedAt, after.submittedAt), and(eq(v.submittedAt, after.submittedAt), gt(v.publicId, after.requestId))) : undefined;
    return this.db
      .select()
      .from(v)
      .where(and(eq(v.state, state), afterCursor))
      .orderBy(asc(v.submittedAt), asc(v.publicId))
      .limit(limit);
  }

  async withMember(requestId: string): Promise<RequestWithMember | undefined> {
    const [row] = await this.db
      .select({
        request: studentVerifications,
        member: {
          ssoId: users.ssoId,
          firstName: users.firstName,
          lastName: users.lastName,
          mobile: users.mobile,
          primeProfile: users.primeProfile,
          endDate: users.endDate,
          blockedAt: users.blockedAt,
        },
        decidedByEmail: staffMembers.email,
      })
      .from(studentVerifications)
      .innerJoin(users, eq(users.id, studentVerifications.userId))
      .leftJoin(staffMembers, eq(staffMembers.id, studentVerifications.decidedBy))
      .where(eq(studentVerifications.publicId, requestId))
      .limit(1);
    return row;
  }
}
