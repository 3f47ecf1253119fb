// What operators see of a running API: liveness and readiness, the request id it logs and echoes,
// and the Prometheus metrics only they may read (docs/operations.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { enqueueMessage } from '../modules/messages/repository';
import { testAppConfig } from '../test/config';
import { createTestDatabase, postJson, TEST_DRIVER, type TestDatabase } from '../test/harness';
import { createLogger } from './logging';
import { metricsRefusal } from '@rewards/server-runtime';
import { Readiness } from './readiness';
import { captureLines } from '../test/log-capture';

const { lines, sink } = captureLines();

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
const readiness = new Readiness();
beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: true });
  app = await buildApp(testAppConfig({ logLevel: 'info' }), { database: testDb.database, logger: createLogger('info', undefined, sink), readiness });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await testDb?.dispose();
});

describe('liveness and readiness', () => {
  it('answers live, and ready only between starting and draining', async () => {
    const live = await app.inject({ method: 'GET', url: '/system/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');

    const starting = await app.inject({ method: 'GET', url: '/system/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting' });

    readiness.markReady();
    const ready = await app.inject({ method: 'GET', url: '/system/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers.connection).not.toBe('close');
  });
});

describe('request ids', () => {
  it("logs and echoes a caller's well-formed X-Request-Id, and replaces a malformed one", async () => {
    const given = 'site-3f9a2c71-page';
    const answered = await app.inject({ method: 'GET', url: '/c/prime/faq', headers: { 'x-request-id': given } });
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['x-request-id']).toBe(given);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((line) => line.reqId === given);
    expect(logged.map((line) => line.msg)).toContain('request completed');

    const forged = await app.inject({ method: 'GET', url: '/system/live', headers: { 'x-request-id': 'x"}\n{"level":60' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await app.inject({ method: 'GET', url: '/system/live' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-request-id']).not.toBe(forged.headers['x-request-id']);
  });
});

describe('GET /metrics', () => {
  it('shows request counts and latency histograms by route template, read-model hits and misses, the pool and the outbox', async () => {
    // a message not due for a day: pending in the outbox until then
    const tomorrow = new Date(Date.now() + 86_400_000);
    await enqueueMessage(testDb.database.db, { channel: 'sms', to: '919000000001', template: 'login_otp', text: 'not yet', code: null, expiresAt: new Date(tomorrow.getTime() + 3_600_000) }, tomorrow);
    for (const slug of ['tandoor-tales-weekday-buffet', 'no-such-offer']) await app.inject({ method: 'GET', url: `/c/prime/offer/${slug}` });
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/c/prime/home' });
    await postJson(app, '/nc/prime/benefit/search', { query: 'pizza' });
    await app.inject({ method: 'GET', url: '/nowhere' });

    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    // by template, never the raw URL
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/c\/prime\/offer\/:[A-Za-z]+",status_class="2xx"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/c\/prime\/offer\/:[A-Za-z]+",status_class="4xx"\} 1/);
    expect(text).not.toContain('tandoor-tales');
    expect(text).toContain('http_requests_total{method="GET",route="(unmatched)",status_class="4xx"} 1');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="POST",route="\/nc\/prime\/benefit\/search",status_class="2xx"\} \d+/);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/c/prime/home",status_class="2xx"} 3');
    // the home's first request built its read model, the next two were hits
    const hits = Number(/read_cache_requests_total\{result="hit"\} (\d+)/.exec(text)?.[1]);
    const misses = Number(/read_cache_requests_total\{result="miss"\} (\d+)/.exec(text)?.[1]);
    expect(hits).toBeGreaterThanOrEqual(2);
    expect(misses).toBeGreaterThanOrEqual(1);
    expect(text).toContain('outbox_depth 1');
    expect(text).toContain('db_pool_connections{state="total"}');
    if (TEST_DRIVER === 'postgres') expect(text).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(text).toContain('ready 1');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers only loopback callers that came through no proxy', async () => {
    const outside = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).toContain('loopback callers only');
    const proxied = await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.body).not.toContain('http_requests_total');
  });

  it('wants the Bearer token when METRICS_TOKEN is set, from anywhere', async () => {
    const withToken = await buildApp(testAppConfig(), { database: testDb.database, metricsToken: 'scrape-7c1e' });
    try {
      expect((await withToken.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
      expect((await withToken.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(403);
      const scraped = await withToken.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.4', headers: { authorization: 'Bearer scrape-7c1e' } });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toContain('http_request_duration_seconds');
    } finally {
      await withToken.close();
    }
  });

  it('treats IPv6 and IPv4-mapped loopback as loopback', () => {
    const from = (remoteAddress: string) => ({ headers: {}, socket: { remoteAddress } }) as unknown as Parameters<typeof metricsRefusal>[0];
    expect(metricsRefusal(from('::1'), undefined)).toBeUndefined();
    expect(metricsRefusal(from('::ffff:127.0.0.1'), undefined)).toBeUndefined();
    expect(metricsRefusal(from('10.0.0.5'), undefined)).toMatch(/loopback/);
  });
});

describe('draining', () => {
  it('answers not ready, and closes each connection after its answer', async () => {
    readiness.markDraining();
    const ready = await app.inject({ method: 'GET', url: '/system/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining' });
    expect(ready.headers.connection).toBe('close');
    const page = await app.inject({ method: 'GET', url: '/c/prime/faq' });
    expect(page.statusCode).toBe(200);
    expect(page.headers.connection).toBe('close');
  });
});
