import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../../db/connection';
import { rateLimitCounters } from '../../db/schema';
import { AppError } from '../../http/errors';
import { createTestDatabase, type TestDatabase } from '../../test/harness';
import { RateLimiter } from '.';

let testDb: TestDatabase;
let db: AppDb;
let now = new Date('2026-11-24T10:00:10Z');
const clock = () => now;
let bucket = 0;
/** A limiter on its own bucket, so the tests never share counters. */
const limiterOf = (limit: number, windowMs = 60_000) => new RateLimiter(db, { name: `test-${(bucket += 1)}`, limit, windowMs }, clock);

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
});
afterAll(async () => {
  await testDb?.dispose();
});

describe('RateLimiter (counted in the database)', () => {
  it('lets the limit through per key and window, then answers when to come back', async () => {
    const limiter = limiterOf(3);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await limiter.hit('198.51.100.1'));
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
    // the window opened at 10:00:00 and closes at 10:01:00; it is 10:00:10
    expect(answers[3]?.retryAfterSeconds).toBe(50);
    expect((await limiter.hit('198.51.100.2')).allowed).toBe(true);
    now = new Date('2026-11-24T10:01:00Z');
    expect((await limiter.hit('198.51.100.1')).allowed).toBe(true);
  });

  it('take() throws TP429 carrying Retry-After', async () => {
    const limiter = limiterOf(1);
    await limiter.take('k');
    const refused = await limiter.take('k').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 429, systemErrorCode: 'TP429', retryAfterSeconds: expect.any(Number) });
  });

  it('lets exactly the limit through out of 100 hits at once on one key', async () => {
    const limiter = limiterOf(20);
    const answers = await Promise.all(Array.from({ length: 100 }, () => limiter.hit('burst')));
    expect(answers.filter((a) => a.allowed)).toHaveLength(20);
  });

  it('shares the count between limiters on one database (two API instances)', async () => {
    const first = limiterOf(10);
    const second = new RateLimiter(db, first.rule, clock);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? first : second).hit('shared')));
    expect(answers.filter((a) => a.allowed)).toHaveLength(10);
  });

  it('a hit inside a transaction that rolls back is not counted', async () => {
    const limiter = limiterOf(1);
    await db
      .transaction(async (tx) => {
        expect((await limiter.hit('tx', tx as unknown as AppDb)).allowed).toBe(true);
        throw new Error('the action failed');
      })
      .catch(() => undefined);
    expect((await limiter.hit('tx')).allowed).toBe(true);
    const rows = await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'tx'));
    expect(rows.map((row) => row.hits)).toEqual([1]);
  });
});
