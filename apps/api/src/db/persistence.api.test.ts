// Data survives a restart: PGlite in a directory on disk (or the PostgreSQL schema when
// DATABASE_URL is set) is written, closed, opened again and still holds the catalogue.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/loader';
import { POSTGRES_URL, createTestDatabase, type TestDatabase } from '../test/harness';
import { clientLogs, offers, subscriptionVariants, users } from './schema';

const dataDir = POSTGRES_URL ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'api-pglite-'));
let testDb: TestDatabase | undefined;

afterAll(async () => {
  await testDb?.dispose();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('restart persistence', () => {
  it('keeps the seeded catalogue and new rows across a close and reopen, and does not seed twice', async () => {
    testDb = await createTestDatabase(dataDir ? { dataDir } : {});
    expect(await seedIfEmpty(testDb.database)).toEqual({ seeded: true, categories: 13, offers: 79, cities: 65, users: 14 });
    await testDb.database.db.insert(clientLogs).values({ error: 'written before the restart', url: '/', ip: '127.0.0.1' });
    if (dataDir) expect(fs.readdirSync(dataDir).length).toBeGreaterThan(0);

    const reopened = await testDb.reopen();
    await reopened.migrate(); // a second start runs the migrator again: nothing to apply
    const [offerCount] = await reopened.db.select({ n: count() }).from(offers);
    expect(offerCount?.n).toBe(79);
    const logs = await reopened.db.select({ error: clientLogs.error }).from(clientLogs);
    expect(logs).toEqual([{ error: 'written before the restart' }]);
    expect(await seedIfEmpty(reopened)).toEqual({ seeded: false, categories: 13, offers: 79, cities: 65, users: 14 });
  });

  it('seeds no demo member where they are not wanted (production), yet the catalogue, plans and content', async () => {
    const fresh = await createTestDatabase({ seeded: false });
    try {
      expect(await seedIfEmpty(fresh.database, undefined, { demoMembers: false })).toEqual({ seeded: true, categories: 13, offers: 79, cities: 65, users: 0 });
      const [variantCount] = await fresh.database.db.select({ n: count() }).from(subscriptionVariants);
      expect(variantCount?.n).toBeGreaterThan(0);
      expect(await seedIfEmpty(fresh.database, undefined, { demoMembers: false })).toMatchObject({ users: 0 });
    } finally {
      await fresh.dispose();
    }
  });

  it('adds the demo members to a database that has the catalogue but no users yet', async () => {
    const older = await createTestDatabase({ seeded: true });
    try {
      await older.database.db.delete(users);
      expect(await seedIfEmpty(older.database)).toEqual({ seeded: true, categories: 13, offers: 79, cities: 65, users: 14 });
      const mobiles = await older.database.db.select({ mobile: users.mobile }).from(users);
      expect(mobiles.map((row) => row.mobile).sort()).toEqual(['9876543210', '9876543211', '9876543212', '9876543213', '9876543214', '9876543215', '9876543216', '9876543217', '9876543219', '9876543231', '9876543232', '9876543240', '9876543241', '9876543243']);
    } finally {
      await older.dispose();
    }
  });
});
