// Latency of the main endpoints over real HTTP: the app on a random loopback port with an in-memory
// PGlite holding the demo catalogue, a bounded number of requests per endpoint at a fixed
// concurrency, then p50/p95/p99 per endpoint. It prints figures and asserts nothing.
//
//   npm run bench                       500 requests per endpoint, 10 at a time
//   npm run bench -- --requests 2000 --concurrency 20
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { testAppConfig } from '../src/test/config';
import { openDatabase } from '../src/db/connection';
import { OfferFixtures } from '../src/test/offer-actions';
import { seedIfEmpty } from '../src/seed/loader';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '20' },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const WARMUP = Number(values.warmup);

interface Target {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Headers per request (a fresh idempotency key for each generation). */
  headers?: () => Record<string, string>;
  expect: number;
}

const TARGETS: Target[] = [
  { label: 'POST categories/offers (all)', method: 'POST', path: '/nc/prime/categories/offers', body: { query: '', page: 0, pageSize: 1000, platform: 'WEB' }, expect: 200 },
  { label: 'POST categories/offers (query)', method: 'POST', path: '/nc/prime/categories/offers', body: { query: 'off', page: 0, pageSize: 20, platform: 'WEB' }, expect: 200 },
  { label: 'GET offer detail', method: 'GET', path: '/c/prime/offer/tandoor-tales-gold', expect: 200 },
  { label: 'POST benefit/search', method: 'POST', path: '/nc/prime/benefit/search', body: { query: 'pizza' }, expect: 200 },
  { label: 'POST benefit/search (2 words)', method: 'POST', path: '/nc/prime/benefit/search', body: { query: 'comedy tickets' }, expect: 200 },
  { label: 'POST benefit/search (50 hits)', method: 'POST', path: '/nc/prime/benefit/search', body: { query: 'off' }, expect: 200 },
  { label: 'GET home', method: 'GET', path: '/c/prime/home', expect: 200 },
  { label: 'GET viewport', method: 'GET', path: '/c/primeplus/viewport', expect: 200 },
  { label: 'GET promotions', method: 'GET', path: '/c/uf/product/promotions?platform=WEB', expect: 200 },
  { label: 'GET static logo', method: 'GET', path: '/static/2x/brand-raagwave-logo.svg', expect: 200 },
  { label: 'GET health', method: 'GET', path: '/system/health', expect: 200 },
  { label: 'POST client-logs', method: 'POST', path: '/api/client-logs', body: { error: 'bench', url: '/bench' }, expect: 204 },
  { label: 'POST contract violation (400)', method: 'POST', path: '/nc/prime/categories/offers', body: { query: '', page: '0', pageSize: 10, platform: 'WEB' }, expect: 400 },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

async function fire(baseUrl: string, target: Target, count: number): Promise<{ latencies: number[]; failures: number; wallMs: number; bytes: number }> {
  const latencies: number[] = [];
  let failures = 0;
  let bytes = 0;
  let next = 0;
  const init = (): RequestInit => ({
    method: target.method,
    ...(target.body !== undefined ? { body: JSON.stringify(target.body) } : {}),
    headers: { ...(target.body !== undefined ? { 'content-type': 'application/json' } : {}), ...target.headers?.() },
  });
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(`${baseUrl}${target.path}`, init());
      const body = await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      bytes = body.byteLength;
      if (response.status !== target.expect) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { latencies: latencies.sort((a, b) => a - b), failures, wallMs: performance.now() - started, bytes };
}

async function main() {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  await seedIfEmpty(database);
  const app = await buildApp(testAppConfig({ clientLogLimitPerMinute: 1_000_000, couponGenerateLimitPerMemberPerMinute: 1_000_000 }), { database });
  // Code generation: one member, a pool big enough for every request, a fresh idempotency key each time.
  const fixtures = new OfferFixtures(database.db, () => new Date());
  await fixtures.brand({ company: 'Benchmark Brand', slug: 'bench-brand' });
  await fixtures.offer('bench-pool', { offering: { kind: 'POOL', maxRedemption: 1_000_000, savingsPerCode: 100 }, codes: REQUESTS + WARMUP });
  const member = await fixtures.member();
  let key = 0;
  const memberHeaders = { authorization: `Bearer ${member.accessToken}` };
  TARGETS.push(
    { label: 'POST offer/details (member)', method: 'POST', path: '/nc/prime/offer/details', body: { name: 'bench-pool' }, headers: () => memberHeaders, expect: 200 },
    {
      label: 'POST generateCoupon/v2',
      method: 'POST',
      path: '/nc/prime/generateCoupon/v2',
      body: { offeringName: 'bench-pool' },
      headers: () => ({ ...memberHeaders, 'idempotency-key': `bench-key-${String((key += 1)).padStart(8, '0')}` }),
      expect: 200,
    },
  );
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`api on ${baseUrl} (PGlite in memory), ${REQUESTS} requests per endpoint, concurrency ${CONCURRENCY}, node ${process.version}\n`);

  const rows: Record<string, string | number>[] = [];
  try {
    for (const target of TARGETS) {
      await fire(baseUrl, target, WARMUP);
      const { latencies, failures, wallMs, bytes } = await fire(baseUrl, target, REQUESTS);
      const ms = (value: number) => Number(value.toFixed(2));
      rows.push({
        endpoint: target.label,
        'p50 ms': ms(percentile(latencies, 50)),
        'p95 ms': ms(percentile(latencies, 95)),
        'p99 ms': ms(percentile(latencies, 99)),
        'max ms': ms(latencies.at(-1) ?? Number.NaN),
        'req/s': Math.round((latencies.length / wallMs) * 1000),
        'body bytes': bytes,
        'unexpected status': failures,
      });
    }
  } finally {
    await app.close();
    await database.close();
  }
  console.table(rows);
}

void main();
