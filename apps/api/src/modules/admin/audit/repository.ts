// The audit log's one query: filtered, newest first by id (the order entries were appended), one
// page at a time below a cursor. Reads only.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AppDb } from '../../../db/connection';
import { auditLog } from '../../../db/schema';

export interface AuditFilter {
  /** Part of the staff member's email, any case. */
  staff?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Entries with a smaller id than this (the previous page's last). */
  before?: number;
  limit: number;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** `text` as a LIKE pattern matching it anywhere (its own % _ and \ taken literally). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export async function listAudit(db: Pick<AppDb, 'select'>, filter: AuditFilter): Promise<{ entries: AuditRow[]; nextCursor: number | null }> {
  const conditions: SQL[] = [];
  if (filter.staff) conditions.push(sql`${auditLog.staffEmail} ilike ${containing(filter.staff)}`);
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) conditions.push(eq(auditLog.targetId, filter.targetId));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before));
  // one more than the page: whether an older page exists
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  const entries = rows.slice(0, filter.limit);
  return { entries, nextCursor: rows.length > filter.limit ? (entries.at(-1)?.id ?? null) : null };
}
