// SQL of the analytics collector: inserts a batch (in its order, so ids follow the events) and reads
// the newest events back for the development route.
import { desc, eq } from 'drizzle-orm';
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
}
