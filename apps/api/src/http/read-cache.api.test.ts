// The public read models (read-cache/): one build per catalogue version, answered from memory with
// an ETag, 304 and the encoding the client takes; a catalogue change is served at once on the
// instance and within the version TTL on another; personal state is never among them.
import type { CouponGeneration, OfferDetailResponse, OfferState } from '@rewards/api-contract';
import { eq, sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { offers } from '../db/schema';
import { bearer } from '../test/auth';
import { testAppConfig } from '../test/config';
import { postJson, useTestApp } from '../test/harness';
import { OfferFixtures, type Member } from '../test/offer-actions';
import { CACHE_SHORT } from './cache-control';
import { createLogger } from './logging';

const t = useTestApp();
const HOME = '/c/prime/home';

async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('public reads come from the read model', () => {
  it('a second read of the home answers the same bytes with the same ETag, and If-None-Match gets 304 with no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: HOME });
    const second = await t.app.inject({ method: 'GET', url: HOME });
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['cache-control']).toBe(CACHE_SHORT);
    const revalidated = await t.app.inject({ method: 'GET', url: HOME, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it("one entry serves every request id and parameter order (the site's client sends a new rid each call)", async () => {
    const first = await t.app.inject({ method: 'GET', url: '/c/prime/layout?audience=member&cid=TIMES_PRIME&rid=one' });
    const second = await t.app.inject({ method: 'GET', url: '/c/prime/layout?rid=two&cid=TIMES_PRIME&audience=member' });
    expect(second.headers['x-read-model']).toBe('hit');
    expect(second.body).toBe(first.body);
    // another audience is another answer
    const visitor = await t.app.inject({ method: 'GET', url: '/c/prime/layout?audience=visitor&cid=TIMES_PRIME&rid=three' });
    expect(visitor.headers['x-read-model']).toBeUndefined();
  });

  it('answers brotli or gzip as the client accepts, the same JSON inside', async () => {
    const plain = await t.app.inject({ method: 'GET', url: HOME });
    await until(async () => (await t.app.inject({ method: 'GET', url: HOME, headers: { 'accept-encoding': 'br' } })).headers['content-encoding'] === 'br');
    const br = await t.app.inject({ method: 'GET', url: HOME, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: HOME, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('a change to the catalogue bumps its version in the same transaction and is served on the next read', async () => {
    const read = async () => (await t.app.inject({ method: 'GET', url: '/c/prime/offer/tandoor-tales-gold' })).json() as OfferDetailResponse;
    const before = await read();
    await t.database.db.update(offers).set({ subHeader: 'Read-model test: a new sub-header' }).where(eq(offers.name, 'tandoor-tales-gold'));
    const after = await read();
    expect(after.data.subHeader).toBe('Read-model test: a new sub-header');
    expect(after.data.subHeader).not.toBe(before.data.subHeader);
  });

  it('an invalid request is still refused before the read model (validation stays on)', async () => {
    const response = await postJson(t.app, '/nc/prime/categories/offers', { query: '', page: -1, pageSize: 20 });
    expect(response.statusCode).toBe(400);
  });
});

describe('personal state stays personal with the read model warm', () => {
  let fx: OfferFixtures;
  let first: Member;
  let second: Member;
  beforeAll(async () => {
    fx = new OfferFixtures(t.database.db, () => new Date());
    await fx.brand({ company: 'Read Model Pizza', slug: 'read-model-pizza' });
    await fx.offer('read-model-pool', { offering: { kind: 'POOL', maxRedemption: 1 }, codes: 5 });
    [first, second] = (await fx.members(2)) as [Member, Member];
  });

  it("two members read the same offer in turn: each sees their own code, never the other's", async () => {
    // warm the public read of the offer for everyone
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ method: 'GET', url: '/c/prime/offer/read-model-pool' })).statusCode).toBe(200);
    const generated = await postJson(t.app, '/nc/prime/generateCoupon/v2', { offeringName: 'read-model-pool' }, { ...bearer(first.accessToken), 'idempotency-key': 'read-model-key-1' });
    const code = (generated.json() as { data: CouponGeneration }).data.couponCode;
    expect(code).toBeTruthy();
    const stateFor = async (member: Member) =>
      ((await postJson(t.app, '/nc/prime/offer/details', { name: 'read-model-pool' }, bearer(member.accessToken))).json() as { data: OfferState }).data;
    const mine = await stateFor(first);
    const theirs = await stateFor(second);
    expect(mine.redemptionDetails.activeCoupons.map((coupon) => coupon.couponCode)).toEqual([code]);
    expect(theirs.redemptionDetails.activeCoupons).toEqual([]);
    expect(theirs.ctaDetails.actionType).not.toBe('VIEW_CODE');
    // and the public read is the same for both, with no code in it
    const publicRead = await t.app.inject({ method: 'GET', url: '/c/prime/offer/read-model-pool', headers: bearer(first.accessToken) });
    expect(publicRead.body).not.toContain(String(code));
  });
});

describe('another instance on the same database', () => {
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    other = await buildApp(testAppConfig({ readCache: { versionTtlMs: 500 } }), { database: t.database });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
  });

  it('serves a change made elsewhere within a second', async () => {
    const read = async () => ((await other.inject({ method: 'GET', url: '/c/prime/offer/copper-kettle-bogo' })).json() as OfferDetailResponse).data.shareMessage;
    await read();
    // a plain SQL change (as any script would make): the trigger bumps the version
    await t.database.db.execute(sql`update offer_details set share_message = 'Changed through another instance' where offer_id = (select id from offers where name = 'copper-kettle-bogo')`);
    const changedAt = Date.now();
    await until(async () => (await read()) === 'Changed through another instance', 1_000);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
  });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a real socket, with exactly the headers given. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('plain hits over a socket are written on the wire, with the headers the app gave the same hit', () => {
  const SITE = 'https://site.example';
  const logged: { msg?: string; readModel?: string; req?: { url?: string } }[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;
  beforeAll(async () => {
    const logger = createLogger('info', undefined, { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) });
    // a version trusted for a while, as in production (with 0 every read checks it, and no hit is answered early)
    app = await buildApp(testAppConfig({ readCache: { versionTtlMs: 300 }, corsOrigins: [SITE] }), { database: t.database, logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
  });
  const onTheWire = (path: string) => logged.filter((line) => line.readModel === 'wire' && line.req?.url?.split('?', 1)[0] === path).length;
  const without = (headers: http.IncomingHttpHeaders, ...names: string[]) => Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

  it('the third read of an offer (a miss, a hit through the app, then the wire) has the same bytes and headers in each encoding', async () => {
    const path = '/c/prime/offer/tandoor-tales-gold';
    for (const encoding of ['br', 'gzip', undefined]) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const answers: Answer[] = [];
      // the entry's brotli and gzip are made off the request path: reads go on until a hit carries them
      for (let tries = 0; tries < 50 && onTheWire(path) < (encoding === 'br' ? 1 : encoding === 'gzip' ? 2 : 3); tries += 1) answers.push(await get(base, `${path}?rid=${tries}`, headers));
      const [throughApp, wire] = answers.slice(-2) as [Answer, Answer];
      expect(wire.status).toBe(200);
      expect(wire.headers['content-encoding']).toBe(encoding);
      expect(wire.body.equals(throughApp.body)).toBe(true);
      // the same headers, but for the date and each answer's own request id
      expect(without(wire.headers, 'date', 'x-request-id')).toEqual(without(throughApp.headers, 'date', 'x-request-id'));
      expect(wire.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(wire.headers['x-request-id']).not.toBe(throughApp.headers['x-request-id']);
      expect(wire.headers['x-read-model']).toBe('hit');
      expect(wire.headers['x-content-type-options']).toBe('nosniff');
      expect(wire.headers['cache-control']).toBe(CACHE_SHORT);
      expect(wire.headers.etag).toMatch(/^"/);
    }
    expect(onTheWire(path)).toBe(3);
  });

  it('a read with an Origin (CORS), an If-None-Match (304) or over a proxy (HSTS) goes through the app', async () => {
    const path = '/c/prime/offer/copper-kettle-bogo';
    for (let tries = 0; tries < 50 && onTheWire(path) < 1; tries += 1) await get(base, path);
    const wired = onTheWire(path);
    const cors = await get(base, path, { origin: SITE });
    expect(cors.headers['access-control-allow-origin']).toBe(SITE);
    const etag = String(cors.headers.etag);
    const revalidated = await get(base, path, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const proxied = await get(base, path, { 'x-forwarded-proto': 'https' });
    expect(proxied.status).toBe(200);
    expect(onTheWire(path)).toBe(wired);
  });

  it('a catalogue change is served within the version TTL, the wire included', async () => {
    const path = '/c/prime/offer/tandoor-tales-gold';
    expect(onTheWire(path)).toBeGreaterThan(0);
    await t.database.db.update(offers).set({ subHeader: 'Wire test: changed' }).where(eq(offers.name, 'tandoor-tales-gold'));
    const changedAt = Date.now();
    const subHeader = async () => (JSON.parse((await get(base, path)).body.toString()) as OfferDetailResponse).data.subHeader;
    await until(async () => (await subHeader()) === 'Wire test: changed', 1_000);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
  });

  it('an invalid request is never answered on the wire', async () => {
    const answer = await get(base, `/c/prime/offer/${'x'.repeat(400)}`);
    expect(answer.status).toBe(400);
  });
});
