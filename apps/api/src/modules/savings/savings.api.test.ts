// The savings tracker through the HTTP API, on PGlite and (with DATABASE_URL) on PostgreSQL: the
// breakdowns add up to the member's total savings (the same figure their profile shows), months
// are India's, another member's savings never show, and visitors are refused.
import type { SavingsBreakdown } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerActivations, orders, users } from '../../db/schema';
import { AUTH, TestClock, bearer, logIn } from '../../test/auth';
import { postJson, useTestApp } from '../../test/harness';
import { OfferFixtures, type Member } from '../../test/offer-actions';

const SAVINGS = '/nc/prime/savings';
const GENERATE = '/nc/prime/generateCoupon/v2';

// 15 Oct 2026, 15:30 in India
const clock = new TestClock(new Date('2026-10-15T10:00:00Z'));
let fx: OfferFixtures;
let keySeq = 0;
const t = useTestApp({ now: clock.now, config: { auth: { captchaWhitelist: ['127.0.0.1'] } } });

let dining: { offeringId: number | null };
let activationOffer: { offeringId: number | null };

beforeAll(async () => {
  fx = new OfferFixtures(t.database.db, clock.now);
  await fx.brand({ company: 'Saffron Spoon', slug: 'saffron-spoon' });
  dining = await fx.offer('saffron-spoon-flat-250', { offering: { kind: 'POOL', maxRedemption: 10, refreshDays: 30, savingsPerCode: 250 }, codes: 30 });
  await fx.offer('saffron-spoon-free-dessert', { offering: { kind: 'POOL', maxRedemption: 10, refreshDays: 30, savingsPerCode: 0 }, codes: 10 });
  await fx.brand({ company: 'Reel Nation', slug: 'reel-nation' });
  await fx.offer('reel-nation-3-months', { offering: { kind: 'POOL', maxRedemption: 10, refreshDays: 30, savingsPerCode: 399 }, codes: 30 });
  activationOffer = await fx.offer('reel-nation-partner-membership', { offering: { kind: 'ACTIVATION', savingsPerCode: 600 } });
});

const generate = async (member: Member, offeringName: string) => {
  const response = await postJson(t.app, GENERATE, { offeringName }, { ...bearer(member.accessToken), 'idempotency-key': `savings-${(keySeq += 1)}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data).toMatchObject({ success: true, outcome: 'GENERATED' });
};

async function savingsOf(accessToken: string): Promise<SavingsBreakdown> {
  const response = await t.app.inject({ method: 'GET', url: SAVINGS, headers: bearer(accessToken) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return (response.json() as { data: SavingsBreakdown }).data;
}

const sum = (items: readonly { savings: number }[]) => items.reduce((total, item) => total + item.savings, 0);
const counted = (items: readonly { count: number }[]) => items.reduce((total, item) => total + item.count, 0);

/** Each breakdown, plus what was recorded before the itemised history, is the total. */
function expectItAddsUp(breakdown: SavingsBreakdown) {
  expect(breakdown.itemisedSavings + breakdown.earlierSavings).toBe(breakdown.totalSavings);
  for (const list of [breakdown.months, breakdown.categories, breakdown.brands]) {
    expect(sum(list)).toBe(breakdown.itemisedSavings);
    expect(counted(list)).toBe(breakdown.count);
  }
}

async function runningTotal(memberId: number): Promise<number | undefined> {
  const [row] = await t.database.db.select({ total: users.totalSavings }).from(users).where(eq(users.id, memberId));
  return row?.total;
}

describe('the savings tracker', () => {
  it('refuses a visitor with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: SAVINGS });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers a member with no savings yet: nothing itemised, compared with the preferred plan (₹999)', async () => {
    const member = await fx.member();
    expect(await savingsOf(member.accessToken)).toEqual({
      totalSavings: 0,
      itemisedSavings: 0,
      earlierSavings: 0,
      count: 0,
      timeZone: 'Asia/Kolkata',
      months: [],
      categories: [],
      brands: [],
      paidAmount: 0,
      comparison: { basis: 'PLAN_PRICE', amount: 999, ratio: 0 },
    });
  });

  describe('a member who generates codes in two categories over three months', () => {
    let member: Member;
    let other: Member;
    let breakdown: SavingsBreakdown;

    beforeAll(async () => {
      member = await fx.member();
      other = await fx.member();
      await generate(member, 'saffron-spoon-flat-250'); // 15 Oct
      await generate(member, 'reel-nation-3-months');
      await generate(member, 'saffron-spoon-free-dessert'); // saves nothing: not itemised
      await generate(other, 'reel-nation-3-months');
      // 19:00 UTC on 31 Oct is 00:30 on 1 Nov in India: a November saving
      clock.advance((new Date('2026-10-31T19:00:00Z').getTime() - clock.now().getTime()) / 1000);
      await generate(member, 'saffron-spoon-flat-250');
      // nothing in December; two codes in January
      clock.advance((new Date('2027-01-10T06:00:00Z').getTime() - clock.now().getTime()) / 1000);
      await generate(member, 'reel-nation-3-months');
      await generate(member, 'saffron-spoon-flat-250');
      await generate(other, 'saffron-spoon-flat-250');
      breakdown = await savingsOf(member.accessToken);
    });

    it("totals what their profile shows, from their own codes only", async () => {
      expect(breakdown.totalSavings).toBe(250 * 3 + 399 * 2);
      expect(breakdown.totalSavings).toBe(await runningTotal(member.id));
      const profile = await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(member.accessToken) });
      expect(profile.json().data.totalSavings).toBe(breakdown.totalSavings);
      expect(breakdown.count).toBe(5);
      expect(breakdown.earlierSavings).toBe(0);
      expectItAddsUp(breakdown);
    });

    it('has a row for every month in India from the first saving to now, empty months as 0', async () => {
      expect(breakdown.months).toEqual([
        { month: '2026-10', savings: 250 + 399, count: 2 },
        { month: '2026-11', savings: 250, count: 1 },
        { month: '2026-12', savings: 0, count: 0 },
        { month: '2027-01', savings: 399 + 250, count: 2 },
      ]);
    });

    it('groups by category and by brand, biggest first', async () => {
      expect(breakdown.categories).toEqual([
        { slug: 'actions-reel-nation', name: 'Actions', savings: 798, count: 2 },
        { slug: 'actions-saffron-spoon', name: 'Actions', savings: 750, count: 3 },
      ]);
      expect(breakdown.brands).toEqual([
        { slug: 'reel-nation', name: 'Reel Nation', savings: 798, count: 2 },
        { slug: 'saffron-spoon', name: 'Saffron Spoon', savings: 750, count: 3 },
      ]);
    });

    it("never includes another member's savings, and theirs adds up on its own", async () => {
      const theirs = await savingsOf(other.accessToken);
      expect(theirs.totalSavings).toBe(399 + 250);
      expect(theirs.brands.map((brand) => [brand.slug, brand.count])).toEqual([
        ['reel-nation', 1],
        ['saffron-spoon', 1],
      ]);
      expectItAddsUp(theirs);
      // and the first member's answer did not move
      expect(await savingsOf(member.accessToken)).toEqual(breakdown);
    });

    it('compares the total with the preferred plan while they have paid nothing', () => {
      expect(breakdown.paidAmount).toBe(0);
      // 1548 / 999 = 1.549…, rounded down
      expect(breakdown.comparison).toEqual({ basis: 'PLAN_PRICE', amount: 999, ratio: 1.5 });
    });
  });

  it('counts completed activations that carry savings, in the month they completed', async () => {
    const member = await fx.member();
    const at = new Date('2027-01-20T20:00:00Z'); // 21 Jan in India
    await t.database.db.insert(offerActivations).values([
      { userId: member.id, offeringId: activationOffer.offeringId as number, kind: 'MEMBERSHIP', status: 4, savings: 600, createdAt: at, updatedAt: at },
      // in process: not saved yet
      { userId: member.id, offeringId: dining.offeringId as number, kind: 'OFFER', status: 1, savings: 250, createdAt: at, updatedAt: at },
    ]);
    await t.database.db.update(users).set({ totalSavings: 600 }).where(eq(users.id, member.id));
    const breakdown = await savingsOf(member.accessToken);
    expect(breakdown.months).toEqual([{ month: '2027-01', savings: 600, count: 1 }]);
    expect(breakdown.brands).toEqual([{ slug: 'reel-nation', name: 'Reel Nation', savings: 600, count: 1 }]);
    expectItAddsUp(breakdown);
  });

  it('shows a total recorded before the itemised history as earlier savings, so every breakdown still adds up', async () => {
    const member = await fx.member();
    await t.database.db.update(users).set({ totalSavings: 1000 }).where(eq(users.id, member.id));
    await generate(member, 'saffron-spoon-flat-250');
    const breakdown = await savingsOf(member.accessToken);
    expect(breakdown).toMatchObject({ totalSavings: 1250, itemisedSavings: 250, earlierSavings: 1000 });
    expectItAddsUp(breakdown);
  });

  it('compares the total with what the member paid: their paid orders, renewals included', async () => {
    const member = await fx.member();
    const paid = (id: string, amountPaise: number, status = 'PAID') => ({
      id,
      userId: member.id,
      idempotencyKey: id,
      requestHash: id,
      variantId: 1,
      status,
      pgType: 'SANDBOX',
      subscriptionAmountPaise: 119_900,
      gcAmountPaise: 0,
      amountPaise,
      currency: 'INR',
      attribution: {},
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
    await t.database.db.insert(orders).values([paid(`ORD-SAV-${member.id}-1`, 99_900), paid(`ORD-SAV-${member.id}-2`, 89_900), paid(`ORD-SAV-${member.id}-3`, 99_900, 'FAILED')]);
    for (let i = 0; i < 8; i += 1) await generate(member, 'reel-nation-3-months');
    const breakdown = await savingsOf(member.accessToken);
    expect(breakdown.paidAmount).toBe(1898);
    // 3192 / 1898 = 1.68…
    expect(breakdown.comparison).toEqual({ basis: 'PAID', amount: 1898, ratio: 1.6 });
  });
});

describe("the demo members' savings", () => {
  const members = [
    ['Aarav', '9876543210'],
    ['Vikram', '9876543217'],
    ['Anaya', '9876543216'],
  ] as const;
  const seen = new Map<string, { breakdown: SavingsBreakdown; profileTotal: number }>();

  beforeAll(async () => {
    for (const [name, mobile] of members) {
      const session = await logIn(t.app, mobile);
      const profile = await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(session.accessToken) });
      seen.set(name, { breakdown: await savingsOf(session.accessToken), profileTotal: profile.json().data.totalSavings as number });
    }
  });

  it.each(members.map(([name]) => name))("add up to the total %s's profile shows", (name) => {
    const { breakdown, profileTotal } = seen.get(name)!;
    expect(breakdown.totalSavings).toBe(profileTotal);
    expectItAddsUp(breakdown);
  });

  it('itemise the seeded codes: all of Vikram\'s total, and part of the demo total Aarav was given', () => {
    const vikram = seen.get('Vikram')!.breakdown;
    expect(vikram.itemisedSavings).toBeGreaterThan(0);
    expect(vikram.earlierSavings).toBe(0);
    const aarav = seen.get('Aarav')!.breakdown;
    expect(aarav).toMatchObject({ totalSavings: 4850 });
    expect(aarav.itemisedSavings).toBeGreaterThan(0);
    expect(aarav.earlierSavings).toBe(4850 - aarav.itemisedSavings);
    expect(seen.get('Anaya')!.breakdown).toMatchObject({ totalSavings: 0, months: [] });
  });
});
