// Which address a request's limits count against: only X-Forwarded-For entries written by trusted
// proxies name the client, so rotating the header buys nobody a fresh limit; and an IPv6 client
// counts by its /64 (src/http/client-address.ts), so rotating within its own network buys none either.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, type TrustProxy } from '../config';
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
async function appTrusting(trustProxy: TrustProxy, settings: Partial<Pick<AppConfig, 'ipv6LimitPrefixLength'>> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testAppConfig({ trustProxy, ...settings, auth: { lookupLimitPerMinute: 1 } }), { database: testDb.database, now: () => NOW });
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

describe('IPv6 clients count by their network', () => {
  it('60 code sends from 60 addresses of one /64 accept only the per-address limit; another /64 is not affected', async () => {
    // the default 20 sends per address per hour, behind one trusted proxy; no captcha to solve
    const app = await buildApp(testAppConfig({ trustProxy: 1, auth: { captchaProvider: 'none', otpSendLimitPerIpPerHour: 20 } }), { database: testDb.database, now: () => NOW });
    apps.push(app);
    let mobile = 9_123_400_000;
    const send = (client: string) =>
      app.inject({ method: 'POST', url: AUTH.register, remoteAddress: '127.0.0.1', headers: { 'content-type': 'application/json', 'x-forwarded-for': client }, payload: JSON.stringify({ mobile: String((mobile += 1)) }) });
    const answers = [];
    // 60 different addresses: the interface identifier rotated, the /64 (2001:db8:4:64::/64) kept
    for (let index = 1; index <= 60; index += 1) answers.push(await send(`2001:db8:4:64:${index.toString(16)}:${((index * 7919) % 0x10000).toString(16)}:0:${index.toString(16)}`));
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    const refused = answers.filter((answer) => answer.statusCode === 429 && answer.json().systemErrorCode === 'TP429').length;
    console.log(`IPv6 /64 rotation: ${answers.length} sends, ${accepted} accepted, ${refused} refused (TP429)`);
    expect(accepted).toBe(20);
    expect(refused).toBe(40);
    expect(answers.slice(0, 20).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(Number(answers[59]!.headers['retry-after'])).toBeGreaterThan(0);
    // the neighbouring /64 (another subscriber) and an IPv4 client keep their own allowance
    expect((await send('2001:db8:4:65::1')).statusCode).toBe(200);
    expect((await send('203.0.113.64')).statusCode).toBe(200);
  });

  it('keys IPv6 by the configured prefix length, and IPv4 (also IPv4-mapped) by the address', async () => {
    const app = await appTrusting(1, { ipv6LimitPrefixLength: 56 });
    // 2001:db8:5:100::/56 holds both of these /64s: one client for a /56 setting
    expect(await lookup(app, '127.0.0.1', '2001:db8:5:101::1')).toBe(200);
    expect(await lookup(app, '127.0.0.1', '2001:db8:5:1ff::2')).toBe(429);
    expect(await lookup(app, '127.0.0.1', '2001:db8:5:200::1')).toBe(200);
    // an IPv4 client seen through a dual-stack socket is the same client as its plain address
    expect(await lookup(app, '127.0.0.1', '198.51.100.91')).toBe(200);
    expect(await lookup(app, '127.0.0.1', '::ffff:198.51.100.91')).toBe(429);
    // and its neighbour is not
    expect(await lookup(app, '127.0.0.1', '198.51.100.92')).toBe(200);
  });
});
