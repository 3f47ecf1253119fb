// Which address a request's limits count against: only X-Forwarded-For entries written by trusted
// proxies name the client, so rotating the header buys nobody a fresh limit.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type TrustProxy } from '../config';
import { testAppConfig } from '../test/config';
import { AUTH } from '../test/auth';
import { createTestDatabase, type TestDatabase } from '../test/harness';

/** A fixed clock: every lookup of a test falls in one limit window. */
const NOW = new Date('2026-11-24T10:00:30Z');
let testDb: TestDatabase;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: true, now: () => NOW });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb?.dispose();
});

/** An app whose lookups allow one per address per minute. */
async function appTrusting(trustProxy: TrustProxy): Promise<FastifyInstance> {
  const app = await buildApp(testAppConfig({ trustProxy, auth: { lookupLimitPerMinute: 1 } }), { database: testDb.database, now: () => NOW });
  await app.ready();
  apps.push(app);
  return app;
}

let n = 0;
/** A lookup from `remoteAddress` carrying `forwardedFor`; answers the status (429 once that client's one lookup is spent). */
const lookup = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app
    .inject({ method: 'GET', url: AUTH.preLogin(`98765${String((n += 1)).padStart(5, '0')}`), remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} })
    .then((response) => response.statusCode);

describe('client address', () => {
  it('one trusted hop: the address the proxy appended counts, whatever the browser wrote before it', async () => {
    const app = await appTrusting(1);
    expect(await lookup(app, '127.0.0.1', '203.0.113.1, 198.51.100.11')).toBe(200);
    // a rotated first entry is the browser's own writing: same client, refused
    expect(await lookup(app, '127.0.0.1', '203.0.113.2, 198.51.100.11')).toBe(429);
    expect(await lookup(app, '127.0.0.1', '198.51.100.12')).toBe(200);
  });

  it('no trust: X-Forwarded-For is ignored and the socket address counts', async () => {
    const app = await appTrusting(false);
    expect(await lookup(app, '198.51.100.21', '203.0.113.3')).toBe(200);
    expect(await lookup(app, '198.51.100.21', '203.0.113.4')).toBe(429);
  });

  it('a list of proxies: entries are believed only while they come from a listed proxy', async () => {
    const app = await appTrusting(['10.0.0.0/8']);
    expect(await lookup(app, '10.1.2.3', '198.51.100.31')).toBe(200);
    expect(await lookup(app, '10.9.9.9', '198.51.100.31')).toBe(429);
    // a request straight from the internet (not a listed proxy) cannot claim another address
    expect(await lookup(app, '198.51.100.32', '198.51.100.33')).toBe(200);
    expect(await lookup(app, '198.51.100.32', '198.51.100.34')).toBe(429);
  });
});
