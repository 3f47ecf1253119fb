// The audit log: every staff action appended once, in the transaction of the change it records, so a
// change is never kept without its entry (nor an entry without its change). The table refuses UPDATE,
// DELETE and TRUNCATE (migration 0019); this module only ever inserts and reads.
import type { AppDb } from '../../db/connection';
import { auditLog } from '../../db/schema';
import type { StaffActor } from './sessions';

/** A database handle or a transaction on it. */
export type Executor = Pick<AppDb, 'insert'>;

export interface AuditEntry {
  /** The contract operation that made the change (`adminDecideStudentRequest`), or an event (`staffSignIn`). */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditContext {
  staff: Pick<StaffActor, 'id' | 'email' | 'roles'>;
  requestId?: string;
  at: Date;
}

/** Appends one entry (call it with the transaction that makes the change). */
export async function recordAudit(executor: Executor, context: AuditContext, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    at: context.at,
    staffId: context.staff.id,
    staffEmail: context.staff.email,
    roles: [...context.staff.roles],
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: context.requestId ?? null,
  });
}
