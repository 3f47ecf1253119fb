// The demo schedule on a database seeded long ago: each development start dates the campaigns,
// codes, store codes and exclusive events again from the clock (seed/schedule.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, codes, offers } from '../db/schema';
import { buildApp } from '../app';
import { testAppConfig } from '../test/config';
import { createTestDatabase, postJson, type TestDatabase } from '../test/harness';
import { loadSeedData } from './loader';
import { refreshDemoSchedule } from './schedule';

const DAY_MS = 86_400_000;
const NOW = new Date('2027-06-15T10:00:00Z');
const SEEDED = new Date(NOW.getTime() - 120 * DAY_MS);

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: true, now: () => SEEDED });
});
afterAll(async () => {
  await testDb?.dispose();
});

async function festiveSale(): Promise<number> {
  const app = await buildApp(testAppConfig(), { database: testDb.database, now: () => NOW });
  try {
    return (await postJson(app, '/nc/prime/v1/marketingCampaign', { campaignName: 'festive-sale' })).statusCode;
  } finally {
    await app.close();
  }
}

async function eventWindow(name: string): Promise<[number, number]> {
  const [row] = await testDb.database.db.select({ info: offers.extraInfoMap }).from(offers).where(eq(offers.name, name));
  return [Date.parse(row?.info.xclusiveStartTime ?? ''), Date.parse(row?.info.xclusiveEndTime ?? '')];
}

describe('the demo schedule of a database seeded 120 days ago', () => {
  it('has run out before a refresh: the festive sale has ended', async () => {
    expect(await festiveSale()).toBe(404);
  });

  it('runs again from the refresh: campaigns, codes, store codes and events dated from now', async () => {
    const refreshed = await refreshDemoSchedule(testDb.database, loadSeedData(), NOW);
    expect(refreshed.campaigns).toBeGreaterThan(0);
    expect(refreshed.promoCodes).toBeGreaterThan(0);
    expect(refreshed.storeCodes).toBeGreaterThan(0);
    expect(refreshed.events).toBeGreaterThan(0);
    expect(await festiveSale()).toBe(200);

    const [festive] = await testDb.database.db.select().from(campaigns).where(eq(campaigns.id, 'CMP-FESTIVE-2026'));
    expect(festive?.startsAt?.toISOString()).toBe(new Date(NOW.getTime() - 7 * DAY_MS).toISOString());
    // The live event (5 days in, 45 to go) is live again; the past one is past again.
    const [liveStart, liveEnd] = await eventWindow('zaika-trails-old-delhi-food-walk');
    expect(liveStart).toBe(NOW.getTime() - 5 * DAY_MS);
    expect(liveEnd).toBe(NOW.getTime() + 45 * DAY_MS);
  });

  it('keeps the dates the files give absolutely', async () => {
    const [old] = await testDb.database.db.select().from(codes).where(eq(codes.code, 'OLD2025'));
    expect(old?.endsAt?.toISOString()).toBe(new Date('2025-12-31T23:59:59+05:30').toISOString());
  });
});
