// A locked `users` table and a drained pool on a real PostgreSQL server, over real HTTP: another
// connection holds `LOCK TABLE users IN ACCESS EXCLUSIVE MODE` (a migration or an operator's
// maintenance gone long). Member operations (the profile behind a bearer token, a login code send)
// wait on the lock until the statement timeout and answer 503 TP503 with Retry-After, never a
// 400/401 or a hang; health answers meanwhile as designed (200 while the pool has a connection for
// its ping, 503 `degraded` within its probe time when the pool is drained); and once the lock is
// released everything answers 200 again, without a restart.
import { randomBytes } from 'node:crypto';
import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/connection';
import { seedIfEmpty } from '../seed/loader';
import { AUTH, logIn } from '../test/auth';
import { testAppConfig } from '../test/config';
import { requirePostgresUrl } from './api-processes';

const POSTGRES_URL = requirePostgresUrl('the locked-table test');
const schema = `locked_${randomBytes(4).toString('hex')}`;
/** Two clients' addresses, as a proxy in front forwards them (the app trusts one hop). */
const SENDERS = ['203.0.113.21', '203.0.113.22'];

interface Served {
  app: FastifyInstance;
  database: Database;
  url: string;
}

/** The app on its own pool in the test's schema, listening on a free loopback port. */
async function serve(pool: { max: number; statementTimeoutMs: number; connectionTimeoutMs: number }): Promise<Served> {
  const database = await openDatabase({
    driver: 'postgres',
    url: POSTGRES_URL,
    schema,
    poolMax: pool.max,
    keepOpen: pool.max,
    onPoolError: () => undefined,
    timeouts: { statementTimeoutMs: pool.statementTimeoutMs, connectionTimeoutMs: pool.connectionTimeoutMs },
  });
  const app = await buildApp(testAppConfig({ trustProxy: 1, auth: { captchaWhitelist: ['127.0.0.1', ...SENDERS], otpSendLimitPerIpPerHour: 1_000 } }), { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, url: `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}` };
}

let admin: pg.Client;
const served: Served[] = [];

beforeAll(async () => {
  admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const setup = await openDatabase({ driver: 'postgres', url: POSTGRES_URL, schema, poolMax: 2 });
  await setup.migrate();
  await seedIfEmpty(setup);
  await setup.close();
}, 120_000);

afterAll(async () => {
  for (const { app, database } of served) {
    await app.close();
    await database.close().catch(() => undefined);
  }
  await admin?.query(`drop schema if exists "${schema}" cascade`);
  await admin?.end();
}, 60_000);

/** Holds ACCESS EXCLUSIVE on users from its own connection while `run` runs, then releases it. */
async function withUsersLocked<T>(run: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: POSTGRES_URL });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(`lock table "${schema}".users in access exclusive mode`);
    return await run();
  } finally {
    await holder.query('rollback').catch(() => undefined);
    await holder.end();
  }
}

interface Timed {
  name: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  body: { systemErrorCode?: string; status?: string };
}

async function call(base: string, name: string, path: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = (await response.json()) as Timed['body'];
  return { name, status: response.status, ms: Math.round(performance.now() - started), retryAfter: response.headers.get('retry-after'), body };
}

const profile = (base: string, token: string, name = 'profile') => call(base, name, AUTH.profile, { headers: { authorization: `Bearer ${token}` } });
const codeSend = (base: string, mobile: string, from: string) =>
  call(base, 'code send', AUTH.send, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify({ identifier: mobile }) });
const health = (base: string) => call(base, 'health', '/system/health');

function report(label: string, results: Timed[]): void {
  const groups = new Map<string, Timed[]>();
  for (const result of results) groups.set(result.name, [...(groups.get(result.name) ?? []), result]);
  const lines = [...groups].map(([name, group]) => {
    const statuses = [...new Set(group.map((result) => `${result.status}${result.body.systemErrorCode ? ` ${result.body.systemErrorCode}` : ''}${result.retryAfter ? ` retry-after=${result.retryAfter}` : ''}`))];
    return `${name} ×${group.length}: ${statuses.join(', ')} in ${Math.min(...group.map((r) => r.ms))}–${Math.max(...group.map((r) => r.ms))} ms`;
  });
  console.log(`[locked-table] ${label}\n  ${lines.join('\n  ')}`);
}

function expectUnavailableWithin(results: Timed[], budgetMs: number): void {
  for (const result of results) {
    expect(result.status, `${result.name}: ${JSON.stringify(result.body)}`).toBe(503);
    expect(result.body.systemErrorCode).toBe('TP503');
    expect(result.retryAfter).toBe('5');
    expect(result.ms, `${result.name} took ${result.ms} ms`).toBeLessThanOrEqual(budgetMs);
  }
}

describe('a locked users table', () => {
  const STATEMENT_TIMEOUT_MS = 1_000;
  let base: string;
  let token: string;
  const mobile = '9310000001';

  beforeAll(async () => {
    const s = await serve({ max: 10, statementTimeoutMs: STATEMENT_TIMEOUT_MS, connectionTimeoutMs: 1_000 });
    served.push(s);
    base = s.url;
    token = (await logIn(s.app, mobile)).accessToken;
  }, 60_000);

  it('answers member operations 503 with Retry-After within the statement timeout, health 200 meanwhile, and recovers', async () => {
    expect((await profile(base, token)).status).toBe(200);
    const { members, probes } = await withUsersLocked(async () => {
      // Two clients: sends from one address take turns by design (a lock per address, then per
      // number), so a second send from the same address could wait out the first's statement
      // timeout before starting its own, and answer after two.
      const members = Promise.all([...Array.from({ length: 4 }, () => profile(base, token)), ...SENDERS.map((from, i) => codeSend(base, `931000001${i}`, from))]);
      // health while those wait on the lock: the pool still has connections for its ping
      await new Promise((resolve) => setTimeout(resolve, 200));
      const probes = await Promise.all([health(base), health(base)]);
      return { members: await members, probes };
    });
    report(`users locked (statement timeout ${STATEMENT_TIMEOUT_MS} ms, pool 10):`, [...members, ...probes]);
    // the statement timeout, plus the client's 0.5 s grace and a busy machine's share
    expectUnavailableWithin(members, STATEMENT_TIMEOUT_MS + 1_000);
    for (const probe of probes) {
      expect(probe.status).toBe(200);
      expect(probe.body.status).toBe('ok');
    }
    const after = await Promise.all([profile(base, token), health(base)]);
    expect(after.map((result) => result.status)).toEqual([200, 200]);
  }, 60_000);
});

describe('a drained pool', () => {
  const STATEMENT_TIMEOUT_MS = 3_000;
  const CONNECTION_TIMEOUT_MS = 500;
  const POOL = 3;
  let base: string;
  let token: string;

  beforeAll(async () => {
    const s = await serve({ max: POOL, statementTimeoutMs: STATEMENT_TIMEOUT_MS, connectionTimeoutMs: CONNECTION_TIMEOUT_MS });
    served.push(s);
    base = s.url;
    token = (await logIn(s.app, '9310000002')).accessToken;
  }, 60_000);

  it('answers requests that find no free connection 503 with Retry-After within the connection timeout, health degraded, then recovers', async () => {
    const { holders, queued, probe } = await withUsersLocked(async () => {
      // these take every connection, each waiting on the lock
      const holders = Promise.all(Array.from({ length: POOL }, () => profile(base, token, 'profile holding a connection')));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // these find none free
      const [queued, probe] = await Promise.all([Promise.all([...Array.from({ length: 8 }, () => profile(base, token, 'profile finding none')), ...SENDERS.map((from, i) => codeSend(base, `931000002${i}`, from))]), health(base)]);
      return { holders: await holders, queued, probe };
    });
    report(`pool of ${POOL} drained (connection timeout ${CONNECTION_TIMEOUT_MS} ms, statement timeout ${STATEMENT_TIMEOUT_MS} ms):`, [...holders, ...queued, probe]);
    expectUnavailableWithin(queued, CONNECTION_TIMEOUT_MS + 1_000);
    expectUnavailableWithin(holders, STATEMENT_TIMEOUT_MS + 1_500);
    // health says so within its probe time (2 s), rather than hanging
    expect(probe.status).toBe(503);
    expect(probe.body.status).toBe('degraded');
    expect(probe.ms).toBeLessThanOrEqual(2_000 + 1_000);
    const after = await Promise.all([profile(base, token), health(base)]);
    expect(after.map((result) => result.status)).toEqual([200, 200]);
  }, 60_000);
});
