// The API on a PostgreSQL server that freezes or goes away: a TCP relay between the API's pool and
// the server stops passing bytes (a frozen server: connections stay open, nothing answers) or drops
// every connection (a stopped one). No request may wait longer than the statement timeout plus one
// second; each answers 503 with the error body, health says degraded, nothing crashes, and once the
// server is back requests succeed again without a restart.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testAppConfig } from '../test/config';
import { openDatabase, type Database } from '../db/connection';
import { seedIfEmpty } from '../seed/loader';
import type { FastifyInstance } from 'fastify';

const POSTGRES_URL = process.env.DATABASE_URL;
if (!POSTGRES_URL) throw new Error('the outage test needs a PostgreSQL server: set DATABASE_URL (npm test passes TEST_DATABASE_URL)');

const STATEMENT_TIMEOUT_MS = 1_000;
const CONNECTION_TIMEOUT_MS = 1_000;
const BUDGET_MS = STATEMENT_TIMEOUT_MS + 1_000;

/** A TCP relay to the PostgreSQL server that can freeze (hold every byte) or cut (drop everything). */
class Relay {
  private server = net.createServer((client) => this.accept(client));
  private pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  private waiting: net.Socket[] = [];
  private frozen = false;
  private cut = false;
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket): void {
    client.on('error', () => undefined);
    if (this.cut) return void client.destroy();
    if (this.frozen) return void this.waiting.push(client);
    this.connect(client);
  }

  private connect(client: net.Socket): void {
    const upstream = net.connect(this.target);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    const pair = { client, upstream };
    this.pairs.add(pair);
    client.on('close', () => this.pairs.delete(pair));
  }

  freeze(): void {
    this.frozen = true;
    for (const { client, upstream } of this.pairs) {
      client.pause();
      upstream.pause();
    }
  }

  thaw(): void {
    this.frozen = false;
    for (const { client, upstream } of this.pairs) {
      client.resume();
      upstream.resume();
    }
    for (const client of this.waiting.splice(0)) this.connect(client);
  }

  stop(): void {
    this.cut = true;
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    for (const client of this.waiting.splice(0)) client.destroy();
  }

  restart(): void {
    this.cut = false;
  }

  async close(): Promise<void> {
    this.stop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const target = new URL(POSTGRES_URL);
const relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
const schema = `outage_${randomBytes(4).toString('hex')}`;
let admin: pg.Client;
let database: Database;
let app: FastifyInstance;
const poolErrors: Error[] = [];

beforeAll(async () => {
  await relay.start();
  admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  const setup = await openDatabase({ driver: 'postgres', url: POSTGRES_URL, schema, poolMax: 2 });
  await setup.migrate();
  await seedIfEmpty(setup);
  await setup.close();

  const viaRelay = new URL(POSTGRES_URL);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relay.port);
  database = await openDatabase({
    driver: 'postgres',
    url: viaRelay.toString(),
    schema,
    poolMax: 4,
    onPoolError: (error) => poolErrors.push(error),
    timeouts: { statementTimeoutMs: STATEMENT_TIMEOUT_MS, connectionTimeoutMs: CONNECTION_TIMEOUT_MS },
  });
  app = await buildApp(testAppConfig({ clientLogLimitPerMinute: 1_000 }), { database });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close().catch(() => undefined);
  await relay.close();
  await admin?.query(`drop schema if exists "${schema}" cascade`);
  await admin?.end();
});

const reads = [
  () => app.inject({ method: 'POST', url: '/nc/prime/categories/offers', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query: '', page: 0, pageSize: 10, platform: 'WEB' }) }),
  () => app.inject({ method: 'GET', url: '/c/prime/faq' }),
  () => app.inject({ method: 'GET', url: '/c/prime/offer/tandoor-tales-weekday-buffet' }),
  () => app.inject({ method: 'GET', url: '/nc/um/user/v1/preLogin/9876543210' }),
  () => app.inject({ method: 'POST', url: '/api/client-logs', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ error: 'e', url: '/x' }) }),
  () => app.inject({ method: 'GET', url: '/c/prime/layout?audience=visitor' }),
];

async function timed<T>(run: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await run();
  return { answer, ms: performance.now() - started };
}

async function expectAllSucceed(): Promise<void> {
  // Connections that were cut or timed out are replaced as they fail: a few tries may meet one.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answers = await Promise.all(reads.map((read) => read()));
    const statuses = answers.map((answer) => answer.statusCode);
    if (statuses.every((status) => status < 300)) return;
    if (Date.now() > deadline) throw new Error(`still failing after the database came back: ${statuses.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function expectUnavailableWithinBudget(): Promise<void> {
  const results = await Promise.all([...reads, ...reads].map((read) => timed(read)));
  for (const { answer, ms } of results) {
    expect(ms, `${answer.statusCode} after ${Math.round(ms)} ms`).toBeLessThanOrEqual(BUDGET_MS);
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toMatchObject({ success: false, systemErrorCode: 'TP503', userMessage: expect.any(String) });
  }
  const health = await timed(() => app.inject({ method: 'GET', url: '/system/health' }));
  expect(health.ms).toBeLessThanOrEqual(BUDGET_MS + 1_000);
  expect(health.answer.statusCode).toBe(503);
  expect(health.answer.json()).toMatchObject({ status: 'degraded', database: { status: 'down', driver: 'postgres' } });
  console.log(`[outage] ${results.length} requests answered 503 in ${Math.round(Math.min(...results.map((r) => r.ms)))}–${Math.round(Math.max(...results.map((r) => r.ms)))} ms (budget ${BUDGET_MS} ms)`);
}

describe('a stalled or stopped PostgreSQL', () => {
  it('serves normally through the relay', async () => {
    await expectAllSucceed();
  });

  it('frozen: every request answers 503 within the statement timeout plus one second, then recovers without a restart', async () => {
    relay.freeze();
    try {
      await expectUnavailableWithinBudget();
    } finally {
      relay.thaw();
    }
    await expectAllSucceed();
  }, 60_000);

  it('stopped: every request answers 503 within the budget, then recovers without a restart', async () => {
    relay.stop();
    try {
      await expectUnavailableWithinBudget();
    } finally {
      relay.restart();
    }
    await expectAllSucceed();
    // the process is alive and its pool reported what it lost instead of crashing
    expect(poolErrors.every((error) => error instanceof Error)).toBe(true);
  }, 60_000);
});
