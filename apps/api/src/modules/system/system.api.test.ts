import { count, desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testAppConfig } from '../../test/config';
import { clientLogs } from '../../db/schema';
import { TEST_DRIVER, useTestApp, postJson } from '../../test/harness';

describe('system endpoints', () => {
  let clock = new Date('2026-11-20T10:00:00Z');
  const t = useTestApp({ now: () => clock });

  describe('GET /system/catalogue-version', () => {
    it('answers the catalogue version, never cached, and a higher one after a change to the catalogue', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/system/catalogue-version' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const { version } = first.json() as { version: number };
      expect(version).toBeGreaterThan(0);
      await t.database.db.execute(sql`update categories set priority = priority where id = (select min(id) from categories)`);
      const second = (await t.app.inject({ method: 'GET', url: '/system/catalogue-version' })).json() as { version: number };
      expect(second.version).toBeGreaterThan(version);
    });
  });

  describe('GET /system/health', () => {
    it('answers ok with the database up, its driver and latency', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/system/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body).toEqual({ status: 'ok', database: { status: 'up', driver: TEST_DRIVER, latencyMs: expect.any(Number) } });
      expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    });

    it('answers 503 degraded with the database down when the ping fails', async () => {
      const failing = { ...t.database, ping: () => Promise.reject(new Error('connection refused')) };
      const app = await buildApp(testAppConfig(), { database: failing });
      try {
        const response = await app.inject({ method: 'GET', url: '/system/health' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: 'degraded', database: { status: 'down', driver: TEST_DRIVER } });
      } finally {
        await app.close();
      }
    });
  });

  describe('POST /api/client-logs', () => {
    const LOGS = '/api/client-logs';
    const from = (ip: string) => ({ remoteAddress: ip });

    it('stores a report with its time and address and answers 204 without a body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: LOGS,
        remoteAddress: '203.0.113.7',
        headers: { 'content-type': 'application/json', 'user-agent': 'vitest' },
        payload: JSON.stringify({ error: 'TypeError: x is undefined', errorInfo: 'at OfferCard', url: '/categories/dining' }),
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.headers['cache-control']).toBe('no-store');
      const [row] = await t.database.db.select().from(clientLogs).orderBy(desc(clientLogs.id)).limit(1);
      expect(row).toMatchObject({
        error: 'TypeError: x is undefined',
        errorInfo: 'at OfferCard',
        url: '/categories/dining',
        ip: '203.0.113.7',
        userAgent: 'vitest',
      });
      expect(row?.createdAt.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    });

    it.each([
      ['without url', { error: 'boom' }, 'body/url'],
      ['with an empty error', { error: '', url: '/x' }, 'body/error'],
      ['with an unknown field', { error: 'boom', url: '/x', stack: 'secret' }, 'body/stack'],
      ['with a number for error', { error: 42, url: '/x' }, 'body/error'],
    ])('answers 400 for a report %s', async (_label, body, path) => {
      const response = await postJson(t.app, LOGS, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, systemErrorCode: 'TP400', details: expect.arrayContaining([expect.objectContaining({ path })]) });
    });

    it('answers 429 after 60 reports a minute from one address, and only for that address', async () => {
      const [before] = await t.database.db.select({ n: count() }).from(clientLogs);
      const send = (ip: string) =>
        t.app.inject({ method: 'POST', url: LOGS, ...from(ip), headers: { 'content-type': 'application/json' }, payload: '{"error":"loop","url":"/"}' });
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) statuses.push((await send('198.51.100.1')).statusCode);
      expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
      expect(statuses[60]).toBe(429);

      const limited = await send('198.51.100.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
      expect(limited.headers['cache-control']).toBe('no-store');
      expect(limited.json()).toEqual({
        success: false,
        responseMessage: 'Too many requests',
        userMessage: 'Too many requests. Please try again later.',
        systemErrorCode: 'TP429',
      });
      expect((await send('198.51.100.2')).statusCode).toBe(204);
      const [after] = await t.database.db.select({ n: count() }).from(clientLogs);
      expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(61);

      clock = new Date(clock.getTime() + 60_000);
      expect((await send('198.51.100.1')).statusCode).toBe(204);
    });
  });
});
