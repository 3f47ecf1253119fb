// A database that cannot answer while a bearer token is being checked: the answer is 503 TP503 with
// Retry-After (the database's fault), never the glue's 400 "None of the security schemes…" or a
// visitor's answer to a member. The app runs over the real test database through a handle that a
// switch turns into one whose every query fails the way node-postgres and Drizzle fail when the
// server stalls (statement timeout, client read timeout) or the pool is drained.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AppDb } from '../db/connection';
import { AUTH, TestClock, bearer, logIn, mobileSequence } from '../test/auth';
import { testAppConfig } from '../test/config';
import { createTestDatabase, postJson, type TestDatabase } from '../test/harness';
import type { FastifyInstance } from 'fastify';

const clock = new TestClock();
const freshMobile = mobileSequence('93100');

/** The errors a stalled server or a drained pool raise, as Drizzle wraps them (the driver's in `cause`). */
const FAULTS: Record<string, () => Error> = {
  'statement timeout (57014)': () => new Error('Failed query: select …', { cause: Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }) }),
  'client read timeout': () => new Error('Failed query: select …', { cause: new Error('Query read timeout') }),
  'pool exhausted': () => new Error('Failed query: select …', { cause: new Error('timeout exceeded when trying to connect') }),
};

/** What every query is answered with while set; undefined: the real database answers. */
let fault: (() => Error) | undefined;

/**
 * A stand-in for any Drizzle builder while the fault is on: every property and call gives itself
 * back, and awaiting it rejects, so `db.select().from(x).where(…)`, `db.query.t.findFirst()`,
 * `db.execute()` and `db.transaction(fn)` all fail as the driver would.
 */
function failingQuery(make: () => Error): unknown {
  const chain: unknown = new Proxy(function query() {}, {
    get: (_target, property) => (property === 'then' ? (resolve: never, reject: (error: unknown) => unknown) => Promise.reject(make()).then(resolve, reject) : chain),
    apply: () => chain,
  });
  return chain;
}

const ENTRY_POINTS = new Set<PropertyKey>(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'transaction', 'query', '$count', 'with']);

let testDb: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: true, now: clock.now });
  const real = testDb.database.db;
  const switchable = new Proxy(real, {
    get(target, property, receiver) {
      if (fault && ENTRY_POINTS.has(property)) return failingQuery(fault);
      return Reflect.get(target, property, receiver) as unknown;
    },
  }) as AppDb;
  app = await buildApp(testAppConfig({ auth: { captchaWhitelist: ['127.0.0.1'] } }), { database: { ...testDb.database, db: switchable }, now: clock.now });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

async function withFault<T>(make: () => Error, run: () => Promise<T>): Promise<T> {
  fault = make;
  try {
    return await run();
  } finally {
    fault = undefined;
  }
}

function expectUnavailable(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toMatchObject({ success: false, systemErrorCode: 'TP503', userMessage: expect.any(String) });
}

const profile = (accessToken: string) => app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(accessToken) });
const offerState = (accessToken: string) => postJson(app, '/nc/prime/offer/details', { name: 'tandoor-tales-weekday-buffet' }, bearer(accessToken));

describe('a database failure during bearer authentication', () => {
  it('answers 503 TP503 with Retry-After on an operation that requires the token, for each way the database fails', async () => {
    const { accessToken } = await logIn(app, freshMobile());
    expect((await profile(accessToken)).statusCode).toBe(200);
    const figures: string[] = [];
    for (const [name, make] of Object.entries(FAULTS)) {
      const response = await withFault(make, () => profile(accessToken));
      figures.push(`${name}: ${response.statusCode} ${String(response.json().systemErrorCode)} retry-after=${String(response.headers['retry-after'])}`);
      expectUnavailable(response);
    }
    console.log(`[auth-faults] GET profile with a valid token while the database fails:\n  ${figures.join('\n  ')}`);
    // the same token works again once the database answers: nothing was revoked or lost
    expect((await profile(accessToken)).statusCode).toBe(200);
  });

  it('answers 503 on an operation whose token is optional, instead of going on as a visitor', async () => {
    const { accessToken } = await logIn(app, freshMobile());
    const healthy = await offerState(accessToken);
    expect(healthy.statusCode, healthy.body).toBe(200);
    for (const make of Object.values(FAULTS)) expectUnavailable(await withFault(make, () => offerState(accessToken)));
  });

  it('still answers a bad or missing token as the client’s error while the database fails (no lookup happens)', async () => {
    await withFault(FAULTS['statement timeout (57014)']!, async () => {
      const missing = await app.inject({ method: 'GET', url: AUTH.profile });
      expect(missing.statusCode, missing.body).toBe(401);
      expect(missing.json()).toMatchObject({ systemErrorCode: 'TPJWT400' });
      const forged = await profile('not.a.jwt');
      expect(forged.statusCode, forged.body).toBe(401);
      expect(forged.headers['retry-after']).toBeUndefined();
    });
  });

  it('answers any other failure of the session lookup as our bug (500 TP500), not as a bad request', async () => {
    const { accessToken } = await logIn(app, freshMobile());
    const response = await withFault(
      () => new Error('some bug in the session lookup'),
      () => profile(accessToken),
    );
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json()).toMatchObject({ success: false, systemErrorCode: 'TP500' });
    expect(response.body).not.toContain('None of the security schemes');
  });
});
