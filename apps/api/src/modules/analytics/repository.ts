// SQL of the analytics collector: inserts a batch (in its order, so ids follow the events), reads
// the newest events back for the development route, and deletes expired events for the retention job.
import { asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { analyticsEvents } from '../../db/schema';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;

export class AnalyticsRepository {
  constructor(private readonly db: AppDb) {}

  async insertAll(events: NewAnalyticsEvent[]): Promise<void> {
    if (events.length > 0) await this.db.insert(analyticsEvents).values(events);
  }

  async newest(limit: number, deviceId?: string): Promise<AnalyticsEventRow[]> {
    const query = this.db.select().from(analyticsEvents);
    const filtered = deviceId ? query.where(eq(analyticsEvents.deviceId, deviceId)) : query;
    return filtered.orderBy(desc(analyticsEvents.id)).limit(limit);
  }

  /**
   * Deletes at most `limit` events that happened before `cutoff`, oldest first, and answers how
   * many. The batch is found on the occurred_at index, and rows another process is deleting are
   * skipped (SKIP LOCKED), so each statement is short and instances never wait on each other.
   */
  async deleteOccurredBefore(cutoff: Date, limit: number): Promise<number> {
    const expired = this.db
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(lt(analyticsEvents.occurredAt, cutoff))
      .orderBy(asc(analyticsEvents.occurredAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const deleted = await this.db.delete(analyticsEvents).where(inArray(analyticsEvents.id, expired)).returning({ id: analyticsEvents.id });
    return deleted.length;
  }
}
