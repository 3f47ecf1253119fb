// Answers are compressed for clients that accept it, and a cacheable read that has not changed
// answers 304 with no body.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../test/harness';

const t = useTestApp();

describe('compression and validators', () => {
  it('sends the catalogue in brotli to a client that accepts it, and the same JSON when unpacked', async () => {
    const body = { query: '', page: 0, pageSize: 1000, platform: 'WEB' };
    const plain = await postJson(t.app, '/nc/prime/categories/offers', body);
    const packed = await postJson(t.app, '/nc/prime/categories/offers', body, { 'accept-encoding': 'br, gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(packed.rawPayload).toString())).toEqual(plain.json());
  });

  it('falls back to gzip, and leaves small answers alone', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/c/prime/home', headers: { 'accept-encoding': 'gzip' } });
    expect(home.headers['content-encoding']).toBe('gzip');
    const health = await t.app.inject({ method: 'GET', url: '/system/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers a cacheable read with an ETag, and 304 with no body when it has not changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/c/prime/faq' });
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/c/prime/faq', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url: '/c/prime/faq', headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });
});
