// The public read models (read-cache.ts): one build per catalogue version, answered from memory with
// an ETag, 304 and the encoding the client takes; a catalogue change is served at once on the
// instance and within the version TTL on another; personal state is never among them.
import type { CouponGeneration, OfferDetailResponse, OfferState } from '@rewards/api-contract';
import { eq, sql } from 'drizzle-orm';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { offers } from '../db/schema';
import { bearer } from '../test/auth';
import { testAppConfig } from '../test/config';
import { postJson, useTestApp } from '../test/harness';
import { OfferFixtures, type Member } from '../test/offer-actions';
import { CACHE_SHORT } from './cache-control';

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
