// The retention job on a pinned clock: events older than ANALYTICS_RETENTION_DAYS (by when they
// happened) are deleted in small batches, at start and then every interval; newer ones, and the
// funnel report over them, stay.
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { analyticsEvents } from '../../db/schema';
import { testAppConfig } from '../../test/config';
import { createTestDatabase } from '../../test/harness';
import { funnelReport } from './funnel';
import { AnalyticsRepository } from './repository';
import { AnalyticsRetention } from './retention';

const DAY = 86_400_000;
const DEVICE = '9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0';

function row(occurredAt: Date, name = 'page_view', deviceId = DEVICE) {
  return { name, occurredAt, receivedAt: occurredAt, deviceId, memberId: null, site: 'core', channel: 'TIMES_PRIME', loginState: 'LOGGED_OUT', primeProfile: null, savingsBucket: '0', ftpSource: 'DIRECT', path: '/', props: {} };
}

const quietLogger = { info: () => undefined, error: () => undefined };

async function eventCount(db: Awaited<ReturnType<typeof createTestDatabase>>['database']['db']): Promise<number> {
  const [result] = await db.select({ n: count() }).from(analyticsEvents);
  return result?.n ?? 0;
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('analytics retention', () => {
  it('an API process deletes events past ANALYTICS_RETENTION_DAYS when it starts, keeps the rest, and the funnel still counts them', { timeout: 60_000 }, async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const testDb = await createTestDatabase({ seeded: false });
    const { db } = testDb.database;
    try {
      // 2,500 expired events (a backlog of several batches), and the days either side of the limit.
      const expired = Array.from({ length: 2_500 }, (_, i) => row(new Date(now.getTime() - 120 * DAY + i * 1000)));
      for (let i = 0; i < expired.length; i += 500) await db.insert(analyticsEvents).values(expired.slice(i, i + 500));
      await db.insert(analyticsEvents).values([row(new Date(now.getTime() - 30 * DAY - 1)), row(new Date(now.getTime() - 30 * DAY + 60_000)), row(new Date(now.getTime() - DAY)), row(new Date(now.getTime() - DAY), 'login_signup_initiated')]);
      expect(await eventCount(db)).toBe(2_504);

      const app = await buildApp(testAppConfig({ analyticsRetentionDays: 30 }), { database: testDb.database, now: () => now });
      await app.ready();
      await until(async () => (await eventCount(db)) === 3);
      await app.close();

      const kept = await db.select({ occurredAt: analyticsEvents.occurredAt }).from(analyticsEvents);
      expect(kept.every(({ occurredAt }) => occurredAt.getTime() >= now.getTime() - 30 * DAY)).toBe(true);
      const report = await funnelReport(db, new Date(now.getTime() - 60 * DAY), now);
      expect(report.total).toMatchObject({ visits: 1, loginStarted: 1 });
      console.info(`[analytics retention] 2,504 events, retention 30 days: ${2_504 - (await eventCount(db))} deleted at start, ${await eventCount(db)} kept`);
    } finally {
      await testDb.dispose();
    }
  });

  it('sweeps again every interval as the clock moves, in batches of at most batchSize, and stops on stop()', { timeout: 60_000 }, async () => {
    let now = new Date('2026-11-20T10:00:00Z');
    const testDb = await createTestDatabase({ seeded: false });
    const { db } = testDb.database;
    try {
      // 250 events 89 days old: inside a 90-day retention today, outside it two days later.
      await db.insert(analyticsEvents).values(Array.from({ length: 250 }, (_, i) => row(new Date(now.getTime() - 89 * DAY + i))));
      await db.insert(analyticsEvents).values(row(new Date(now.getTime() - 10 * DAY)));
      const repository = new AnalyticsRepository(db);
      const batches: number[] = [];
      const recording = Object.assign(Object.create(repository) as AnalyticsRepository, {
        deleteOccurredBefore: async (cutoff: Date, limit: number) => {
          const deleted = await repository.deleteOccurredBefore(cutoff, limit);
          batches.push(deleted);
          return deleted;
        },
      });
      const retention = new AnalyticsRetention(recording, { now: () => now, logger: quietLogger }, { retentionDays: 90, batchSize: 100, intervalMs: 50, pauseMs: 0 });
      retention.start();
      await until(async () => batches.length >= 2);
      expect(await eventCount(db)).toBe(251);

      now = new Date(now.getTime() + 2 * DAY);
      await until(async () => (await eventCount(db)) === 1);
      expect(Math.max(...batches)).toBeLessThanOrEqual(100);
      expect(batches.filter((size) => size > 0)).toEqual([100, 100, 50]);

      await retention.stop();
      const sweeps = batches.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(batches.length).toBe(sweeps);
    } finally {
      await testDb.dispose();
    }
  });
});
