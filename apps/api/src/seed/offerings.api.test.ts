// The offer-actions seed: offerings.yaml resolves to one offering per offer with every kind, broken
// entries are refused, codes are deterministic, and the seeded tables hold an offer for every CTA
// state (read back from the database), written once on a database that lacks them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponCodes, offerActivations, offerDetails, offerings, offers, users } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/harness';
import { SEED_DATA_DIR, loadSeedData, seedIfEmpty } from './loader';
import { generateCodes, offersFromData, resolveOffering } from './offerings';

const DAY_MS = 86_400_000;

describe('the offerings data', () => {
  const data = loadSeedData();
  const offerList = offersFromData(data.categories, data.companies);
  const resolved = offerList.map((offer) => resolveOffering(data.offerings, offer));
  const byOffer = new Map(resolved.map((offering) => [offering.offerName, offering]));

  it('gives every offer one offering, named after its first sub-offer or itself, unique ignoring case', () => {
    expect(resolved).toHaveLength(offerList.length);
    expect(new Set(resolved.map((offering) => offering.name.toLowerCase())).size).toBe(resolved.length);
    expect(byOffer.get('raagwave-premium-6-months')?.name).toBe('raagwave-mobile');
    expect(byOffer.get('cinestream-premium-3-months')?.name).toBe('cinestream-mobile');
    expect(byOffer.get('tandoor-tales-weekday-buffet')?.name).toBe('tandoor-tales-weekday-buffet');
  });

  it('has every kind, and default pools of 20 to 50 codes with a limit of 1 to 3 a month and the partner link', () => {
    expect(new Set(resolved.map((offering) => offering.kind))).toEqual(new Set(['POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'APP_ONLY', 'APP_CTA', 'NONE']));
    const defaults = resolved.filter((offering) => data.offerings.offerings[offering.offerName] === undefined);
    expect(defaults.length).toBeGreaterThan(40);
    for (const offering of defaults) {
      expect(offering.kind).toBe('POOL');
      expect(offering.poolSize, offering.name).toBeGreaterThanOrEqual(20);
      expect(offering.poolSize, offering.name).toBeLessThanOrEqual(50);
      expect([1, 2, 3]).toContain(offering.maxRedemption);
      expect(offering.refreshDays).toBe(30);
      expect(offering.partnerCtaUrl).toBe(`/nc/prime/partner-sandbox/${offering.name}`);
      expect(offering.partnerCtaLabel).toMatch(/^Visit \S/);
    }
    expect(byOffer.get('tandoor-tales-weekday-buffet')?.partnerCtaLabel).toBe('Visit Tandoor Tales');
    expect(new Set(defaults.map((offering) => offering.maxRedemption)).size).toBeGreaterThan(1);
  });

  it('generates the same distinct codes for a name every time: brand codes, or card numbers with a PIN', () => {
    const first = generateCodes({ name: 'tandoor-tales-weekday-buffet', cardType: false }, 'tandoor-tales', 60);
    expect(generateCodes({ name: 'tandoor-tales-weekday-buffet', cardType: false }, 'tandoor-tales', 60)).toEqual(first);
    expect(new Set(first.map((c) => c.code)).size).toBe(60);
    for (const { code, pin } of first) {
      expect(code).toMatch(/^TAND-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      expect(pin).toBeNull();
    }
    expect(generateCodes({ name: 'other', cardType: false }, 'tandoor-tales', 5)).not.toEqual(first.slice(0, 5));
    for (const { code, pin } of generateCodes({ name: 'giftgully-flat-250', cardType: true }, 'giftgully', 30)) {
      expect(code).toMatch(/^[1-9]\d{3} \d{4} \d{4} \d{4}$/);
      expect(pin).toMatch(/^\d{6}$/);
    }
  });
});

describe('broken offerings data', () => {
  function copyWithEdit(from: string, to: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-'));
    fs.cpSync(SEED_DATA_DIR, dir, { recursive: true });
    const full = path.join(dir, 'offerings.yaml');
    const text = fs.readFileSync(full, 'utf8');
    if (!text.includes(from)) throw new Error(`offerings.yaml does not hold ${from}`);
    fs.writeFileSync(full, text.replace(from, to));
    return dir;
  }

  it.each([
    ['an unknown offer', '  healthy-bowl-30:\n', '  healthy-bowl-31:\n', /names unknown offer healthy-bowl-31/],
    ['a constant code offering without its code', '    constantCode: PRIME15\n', '', /jhumka-junction-silver-15 .* is CONSTANT without a constantCode/],
    ['more held codes than the pool', '  midnight-munchies-free-delivery:\n    poolSize: 3', '  midnight-munchies-free-delivery:\n    poolSize: 2', /holds 3 codes in a pool of 2/],
    ['a code for an unknown member', 'member: sso_demo_business_user, assignedInDays: -3, state: REDEEMED', 'member: sso_nobody, assignedInDays: -3, state: REDEEMED', /code to unknown member sso_nobody/],
    ['a member over the limit', '  biryani-bazaar-flat-200:\n    poolSize: 30\n    maxRedemption: 1', '  biryani-bazaar-flat-200:\n    poolSize: 30\n    maxRedemption: 0', /gives sso_demo_paid_member more than 0 codes in 30 days/],
    ['an in-process activation that completes', '    activationCompletes: false\n    texts:\n      pending: Dabba', '    activationCompletes: true\n    texts:\n      pending: Dabba', /dabba-express-first-3-orders .* activation in process/],
    ['a pool setting on another kind', '    kind: APP_ONLY\n', '    kind: APP_ONLY\n    poolSize: 4\n', /quickkart-free-delivery .* sets poolSize but is APP_ONLY/],
    ['a bad pool size', '    poolSize: 60\n', '    poolSize: many\n', /offerings\.yaml[\s\S]*poolSize/],
  ])('is refused for %s', (_label, from, to, message) => {
    const dir = copyWithEdit(from, to);
    try {
      expect(() => loadSeedData(dir)).toThrow(message);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('is refused when an offering contradicts its first sub-offer', () => {
    const dir = copyWithEdit('  healthy-bowl-30:\n    poolSize: 0\n', '  healthy-bowl-30:\n    poolSize: 0\n  raagwave-premium-6-months:\n    kind: NONE\n');
    try {
      expect(() => loadSeedData(dir)).toThrow(/raagwave-mobile .* is NONE but its sub-offer says POOL/);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});

describe('the seeded offer-action tables', () => {
  let testDb: TestDatabase;
  let now: number;
  beforeAll(async () => {
    testDb = await createTestDatabase({ seeded: true });
    now = Date.now();
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  const db = () => testDb.database.db;
  async function offeringOf(offerName: string) {
    const [row] = await db()
      .select({ offering: offerings })
      .from(offerings)
      .innerJoin(offers, eq(offers.id, offerings.offerId))
      .where(eq(offers.name, offerName));
    if (!row) throw new Error(`no offering for ${offerName}`);
    return row.offering;
  }
  const codesOf = (offeringId: number) => db().select().from(couponCodes).where(eq(couponCodes.offeringId, offeringId)).orderBy(asc(couponCodes.id));
  async function memberId(mobile: string) {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
    if (!row) throw new Error(`no member ${mobile}`);
    return row.id;
  }

  it('has one offering per offer, unique names and every kind', async () => {
    const rows = await db().select({ name: offerings.name, kind: offerings.kind }).from(offerings);
    const [offerCount] = await db().select({ n: count() }).from(offers);
    expect(rows).toHaveLength(offerCount?.n ?? -1);
    expect(new Set(rows.map((row) => row.name.toLowerCase())).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['POOL', 'CONSTANT', 'ACTIVATION', 'URL', 'APP_ONLY', 'APP_CTA', 'NONE']));
  });

  it('has a paused distribution with its label and link, and codes waiting behind it', async () => {
    const paused = await offeringOf('gadgetghar-phones-1000');
    expect(paused).toMatchObject({ kind: 'POOL', distributionPaused: true, pausedLabel: 'New codes drop on the 1st', pausedCtaLabel: 'Get notified', pausedCtaUrl: '/faq' });
    expect((await codesOf(paused.id)).length).toBeGreaterThan(0);
    const others = await db().select({ n: count() }).from(offerings).where(eq(offerings.distributionPaused, true));
    expect(others[0]?.n).toBe(1);
  });

  it('has a pool never stocked, a small pool of 3 free codes, and a pool whose 3 codes other members hold', async () => {
    const empty = await offeringOf('healthy-bowl-30');
    expect(empty.kind).toBe('POOL');
    expect(await codesOf(empty.id)).toHaveLength(0);

    const small = await offeringOf('pahadi-homestays-extra-night');
    const smallCodes = await codesOf(small.id);
    expect(smallCodes).toHaveLength(3);
    expect(smallCodes.every((code) => code.userId === null && code.state === null)).toBe(true);
    expect(small.maxRedemption).toBe(1);

    const dry = await codesOf((await offeringOf('midnight-munchies-free-delivery')).id);
    expect(dry).toHaveLength(3);
    const holders = new Set(dry.map((code) => code.userId));
    expect(holders.size).toBe(3);
    expect(holders.has(null)).toBe(false);
    expect(holders.has(await memberId('9876543210'))).toBe(false);
    expect(holders.has(await memberId('9876543216'))).toBe(false);
  });

  it("gives Aarav an unexpired code he may add to, and another pool's only code expired yesterday within the month", async () => {
    const aarav = await memberId('9876543210');
    const viewCode = await offeringOf('cinestream-premium-3-months');
    expect(viewCode).toMatchObject({ name: 'cinestream-mobile', kind: 'POOL', maxRedemption: 3, refreshDays: 30 });
    const held = (await codesOf(viewCode.id)).filter((code) => code.userId === aarav);
    expect(held).toHaveLength(2);
    const active = held.filter((code) => (code.expiresAt?.getTime() ?? 0) > now);
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ state: 'COPIED', savings: 299 });
    expect((await codesOf(viewCode.id)).filter((code) => code.userId === null).length).toBeGreaterThan(30);

    const greyed = await offeringOf('biryani-bazaar-flat-200');
    expect(greyed).toMatchObject({ kind: 'POOL', maxRedemption: 1, refreshDays: 30 });
    const [only, ...more] = (await codesOf(greyed.id)).filter((code) => code.userId === aarav);
    expect(more).toHaveLength(0);
    const expiredAgo = (now - (only?.expiresAt?.getTime() ?? now)) / DAY_MS;
    const assignedAgo = (now - (only?.assignedAt?.getTime() ?? now)) / DAY_MS;
    expect(expiredAgo).toBeGreaterThan(0.9);
    expect(expiredAgo).toBeLessThan(1.1);
    expect(assignedAgo).toBeGreaterThan(9.9);
    expect(assignedAgo).toBeLessThan(10.1);
  });

  it('has a constant code, activations that complete and that stay in process, and Aarav mid-activation', async () => {
    const aarav = await memberId('9876543210');
    expect(await offeringOf('jhumka-junction-silver-15')).toMatchObject({ kind: 'CONSTANT', constantCode: 'PRIME15' });
    expect(await offeringOf('gyaan-path-plus-1-year')).toMatchObject({
      kind: 'ACTIVATION',
      activationCompletes: true,
      redirectionUrl: '/nc/prime/partner-sandbox/gyaan-path-plus-1-year',
    });
    expect(await offeringOf('tandoor-tales-gold')).toMatchObject({ kind: 'ACTIVATION', activationCompletes: false });
    const inProcess = await offeringOf('dabba-express-first-3-orders');
    expect(inProcess).toMatchObject({ kind: 'ACTIVATION', activationCompletes: false });
    expect(inProcess.texts.pending).toMatch(/activating your membership/);
    const activations = await db()
      .select({ offering: offerings.name, kind: offerActivations.kind, status: offerActivations.status })
      .from(offerActivations)
      .innerJoin(offerings, eq(offerings.id, offerActivations.offeringId))
      .where(eq(offerActivations.userId, aarav));
    expect(activations).toEqual(
      expect.arrayContaining([
        { offering: 'dabba-express-first-3-orders', kind: 'MEMBERSHIP', status: 1 },
        { offering: 'yogaveda-first-month', kind: 'MEMBERSHIP', status: 4 },
        { offering: 'kala-kendra-first-class-free', kind: 'MEMBERSHIP', status: 4 },
        { offering: 'kitabkhana-books-20', kind: 'OFFER', status: 4 },
      ]),
    );
    expect(activations.filter((row) => row.status === 1)).toHaveLength(1);
  });

  it('has a URL redirection, an app-only offer flagged on its page, an app link offer and card-type gift cards', async () => {
    expect(await offeringOf('railraahi-zero-fee')).toMatchObject({ kind: 'URL', redirectionUrl: '/nc/prime/partner-sandbox/railraahi-zero-fee' });
    const appOnly = await offeringOf('quickkart-free-delivery');
    expect(appOnly.kind).toBe('APP_ONLY');
    expect(appOnly.dlUrl).toMatch(/^https:\/\//);
    const [detail] = await db().select({ appOnly: offerDetails.appOnly }).from(offerDetails).where(eq(offerDetails.offerId, appOnly.offerId));
    expect(detail?.appOnly).toBe(true);
    const [appOnlyPages] = await db().select({ n: count() }).from(offerDetails).where(eq(offerDetails.appOnly, true));
    expect(appOnlyPages?.n).toBe(1);
    expect((await offeringOf('filmi-flix-super-1-month')).kind).toBe('APP_CTA');
    const cards = await offeringOf('giftgully-flat-250');
    expect(cards.cardType).toBe(true);
    for (const code of await codesOf(cards.id)) {
      expect(code.code).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
      expect(code.pin).toMatch(/^\d{6}$/);
    }
  });

  it('gives locked offers pools, so a trial member meets UPGRADE on a pool', async () => {
    const locked = await db()
      .select({ name: offers.name })
      .from(offerings)
      .innerJoin(offers, eq(offers.id, offerings.offerId))
      .where(and(eq(offers.locked, true), eq(offers.membership, false), eq(offerings.kind, 'POOL')));
    expect(locked.map((row) => row.name)).toContain('sneaker-street-flat-700');
  });

  it('gives live events seats: plenty, 3 of 10, and an upcoming event sold out; events keep their timing', async () => {
    const seats = async (offerName: string) => {
      const codes = await codesOf((await offeringOf(offerName)).id);
      return { left: codes.filter((code) => code.userId === null).length, total: codes.length };
    };
    expect(await seats('zaika-trails-old-delhi-food-walk')).toEqual({ left: 37, total: 40 });
    expect(await seats('cinema-under-stars-classics')).toEqual({ left: 3, total: 10 });
    expect(await seats('punchline-club-comedy-special')).toEqual({ left: 0, total: 8 });
    expect((await seats('mehfil-live-sufi-night')).left).toBe(30);

    const events = await db().select({ name: offers.name, extra: offers.extraInfoMap }).from(offers).where(sql`${offers.extraInfoMap}->>'isXclusiveEvent' = 'true'`);
    const phase = (extra: Record<string, string | undefined>) => {
      const start = Date.parse(extra.xclusiveStartTime ?? '');
      const end = Date.parse(extra.xclusiveEndTime ?? '');
      return now < start ? 'upcoming' : now < end ? 'live' : 'past';
    };
    const phases = Object.fromEntries(events.map((event) => [event.name, phase(event.extra as Record<string, string | undefined>)]));
    expect(phases).toMatchObject({
      'zaika-trails-old-delhi-food-walk': 'live',
      'cinema-under-stars-classics': 'live',
      'punchline-club-comedy-special': 'upcoming',
      'rangmanch-theatre-kabir-play': 'past',
    });
    for (const event of events) expect((await offeringOf(event.name)).refreshDays, event.name).toBeNull();
  });

  it('adds Anaya, a paid member with no history, and gives no code to the blocked or the expired member', async () => {
    const [anaya] = await db().select().from(users).where(eq(users.mobile, '9876543216'));
    expect(anaya).toMatchObject({ firstName: 'Anaya', lastName: 'Rao', primeProfile: 5, city: 'Pune', gender: 'F', email: 'anaya.rao@example.com', emailVerified: true });
    for (const mobile of ['9876543216', '9876543219', '9876543212']) {
      const id = await memberId(mobile);
      const [codes] = await db().select({ n: count() }).from(couponCodes).where(eq(couponCodes.userId, id));
      const [activations] = await db().select({ n: count() }).from(offerActivations).where(eq(offerActivations.userId, id));
      expect([codes?.n, activations?.n], mobile).toEqual([0, 0]);
    }
  });

  it('seeds the tables once on a database that has the catalogue but no offerings, with the same codes', async () => {
    const snapshot = async () => {
      const [offeringCount] = await db().select({ n: count() }).from(offerings);
      const [free] = await db().select({ n: count() }).from(couponCodes).where(isNull(couponCodes.userId));
      const [held] = await db().select({ n: count() }).from(couponCodes).where(sql`${couponCodes.userId} is not null`);
      const [activationCount] = await db().select({ n: count() }).from(offerActivations);
      const [appOnly] = await db().select({ n: count() }).from(offerDetails).where(eq(offerDetails.appOnly, true));
      const codes = await db().select({ code: couponCodes.code }).from(couponCodes).orderBy(asc(couponCodes.code));
      return { offerings: offeringCount?.n, free: free?.n, held: held?.n, activations: activationCount?.n, appOnly: appOnly?.n, codes: codes.map((c) => c.code) };
    };
    const full = await snapshot();
    expect(full.free).toBeGreaterThan(1000);
    expect(full.held).toBe(31);

    // an older database: the offer-action tables are empty (codes and activations go with their offerings)
    await db().delete(offerings);
    await db().update(offerDetails).set({ appOnly: false });
    expect((await snapshot()).codes).toHaveLength(0);

    const result = await seedIfEmpty(testDb.database);
    expect(result.seeded).toBe(true);
    expect(await snapshot()).toEqual(full);

    const again = await seedIfEmpty(testDb.database);
    expect(again.seeded).toBe(false);
    expect(await snapshot()).toEqual(full);
  });
});
