// Offer actions through the HTTP API, on PGlite and (with DATABASE_URL) on PostgreSQL: the offer's
// state per viewer, exactly-once code generation under load, code states, activations, constant
// codes and signed partner links.
import type { CouponGeneration, OfferState } from '@rewards/api-contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { couponCodes, offerActivations, offerings, users } from '../../db/schema';
import { TestClock, allRows, bearer } from '../../test/auth';
import { useTestApp, postJson } from '../../test/harness';
import { OfferFixtures, type Member } from '../../test/offer-actions';

const PATHS = {
  details: '/nc/prime/offer/details',
  generate: '/nc/prime/generateCoupon/v2',
  state: '/nc/prime/couponState/update',
  activateOffer: '/nc/prime/offer/activate',
  activateMembership: '/nc/prime/membership/activate',
  constant: '/nc/prime/constantCoupon',
  token: '/nc/prime/generateSubOfferToken',
} as const;

const clock = new TestClock(new Date('2026-11-20T10:00:00Z'));
let fx: OfferFixtures;
let keySeq = 0;
const newKey = () => `key-${process.pid}-${(keySeq += 1).toString().padStart(6, '0')}`;

const t = useTestApp({ seed: false, now: clock.now });
beforeAll(async () => {
  fx = new OfferFixtures(t.database.db, clock.now);
  await fx.brand();
  await fx.offer('race-pool', { offering: { kind: 'POOL', maxRedemption: 1, refreshDays: 30, savingsPerCode: 150 }, codes: 50 });
  await fx.offer('exact-pool', { offering: { kind: 'POOL', maxRedemption: 1 }, codes: 40 });
  await fx.offer('monthly-pool', { offering: { kind: 'POOL', maxRedemption: 2, refreshDays: 30, savingsPerCode: 100, partnerCtaLabel: 'ORDER NOW', partnerCtaUrl: 'https://pizzapalooza.example/order' }, codes: 20 });
  await fx.offer('locked-pool', { locked: true, offering: { kind: 'POOL', maxRedemption: 1 }, codes: 5 });
  await fx.offer('paused-pool', { offering: { kind: 'POOL', distributionPaused: true, pausedLabel: 'Back on 1 Dec', pausedCtaLabel: 'Know more', pausedCtaUrl: '/faq' }, codes: 5 });
  await fx.offer('empty-pool', { offering: { kind: 'POOL' } });
  await fx.offer('constant-offer', { offering: { kind: 'CONSTANT', constantCode: 'PIZZA50' } });
  await fx.offer('instant-activation', { offering: { kind: 'ACTIVATION', activationCompletes: true } });
  await fx.offer('slow-activation', { offering: { kind: 'ACTIVATION', activationCompletes: false } });
  await fx.offer('partner-link', { offering: { kind: 'URL', redirectionUrl: '/nc/prime/partner-sandbox/partner-link' } });
  await fx.offer('expired-offer', { expired: true, offering: { kind: 'POOL' }, codes: 3 });
  await fx.offer('bare-offer');
  await fx.offer('flash-event', {
    extraInfoMap: { isXclusiveEvent: 'true', xclusiveStartTime: '2026-11-19T10:00:00Z', xclusiveEndTime: '2026-11-25T10:00:00Z' },
    offering: { kind: 'POOL' },
    codes: 4,
  });
});

const auth = (member: Member) => bearer(member.accessToken);
const details = (name: string, member?: Member) => postJson(t.app, PATHS.details, { name }, member ? auth(member) : {});
const stateOf = async (name: string, member?: Member) => {
  const response = await details(name, member);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: OfferState }).data;
};
const generate = (member: Member, offeringName: string, key = newKey()) =>
  postJson(t.app, PATHS.generate, { offeringName }, { ...auth(member), 'idempotency-key': key });
const generation = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: CouponGeneration }).data;
};
const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, code: (response.json() as { systemErrorCode?: string }).systemErrorCode });

describe('200 members race for a pool of 50 codes', () => {
  let racers: Member[];
  let answers: LightMyRequestResponse[];
  const keys = new Map<number, string>();

  beforeAll(async () => {
    racers = await fx.members(200);
    for (const member of racers) keys.set(member.id, newKey());
    answers = await Promise.all(racers.map((member) => generate(member, 'race-pool', keys.get(member.id))));
  });

  it('hands out exactly 50 distinct codes, answers OUT_OF_STOCK 150 times and never fails', async () => {
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
    const results = answers.map((answer) => (answer.json() as { data: CouponGeneration }).data);
    const won = results.filter((result) => result.outcome === 'GENERATED');
    expect(won).toHaveLength(50);
    expect(new Set(won.map((result) => result.couponCode)).size).toBe(50);
    expect(won.every((result) => result.success && result.savings === 150 && result.couponState === 'GENERATED' && result.left === 0 && result.availed === 1)).toBe(true);
    const lost = results.filter((result) => result.outcome === 'OUT_OF_STOCK');
    expect(lost).toHaveLength(150);
    expect(lost.every((result) => !result.success && result.couponCode === null && result.savings === 0)).toBe(true);
  });

  it('leaves 50 assigned rows for 50 different members, and raises exactly their savings', async () => {
    const [pool] = await t.database.db.select().from(offerings).where(eq(offerings.name, 'race-pool'));
    const rows = (await t.database.db.select().from(couponCodes).where(eq(couponCodes.offeringId, pool?.id ?? -1))).filter((row) => row.userId !== null);
    expect(rows).toHaveLength(50);
    const winners = new Set(rows.map((row) => row.userId));
    expect(winners.size).toBe(50);
    const racerIds = new Set(racers.map((member) => member.id));
    const savings = (await allRows(t.database.db, 'users')).filter((row) => racerIds.has(Number(row.id)));
    for (const row of savings) expect(Number(row.total_savings)).toBe(winners.has(Number(row.id)) ? 150 : 0);
  });

  it('answers a retry with the same idempotency key with the same code, and hands out nothing more', async () => {
    const winnerIndex = answers.findIndex((answer) => (answer.json() as { data: CouponGeneration }).data.outcome === 'GENERATED');
    const winner = racers[winnerIndex] as Member;
    const first = (answers[winnerIndex]?.json() as { data: CouponGeneration }).data;
    const again = generation(await generate(winner, 'race-pool', keys.get(winner.id)));
    expect(again).toMatchObject({ success: true, outcome: 'GENERATED', couponCode: first.couponCode, savings: 150 });
    const [row] = await t.database.db.select({ totalSavings: users.totalSavings }).from(users).where(eq(users.id, winner.id));
    expect(row?.totalSavings).toBe(150);
  });

  it('tells a member at the limit when the next code comes', async () => {
    const winnerIndex = answers.findIndex((answer) => (answer.json() as { data: CouponGeneration }).data.outcome === 'GENERATED');
    const winner = racers[winnerIndex] as Member;
    const refused = generation(await generate(winner, 'race-pool'));
    expect(refused).toMatchObject({ success: false, outcome: 'LIMIT_REACHED', left: 0, availed: 1, couponCode: null, responseMessage: 'Next code available on 20 Dec 2026' });
    expect(refused.nextAvailableOn).toBe('2026-12-20T10:00:00.000Z');
  });
});

describe('POST /nc/prime/generateCoupon/v2', () => {
  it('gives every member a code when as many members as codes ask at once (no false OUT_OF_STOCK)', async () => {
    const members = await fx.members(40);
    const results = (await Promise.all(members.map((member) => generate(member, 'exact-pool')))).map(generation);
    expect(results.map((result) => result.outcome).filter((outcome) => outcome !== 'GENERATED')).toEqual([]);
    expect(new Set(results.map((result) => result.couponCode)).size).toBe(40);
  });

  it('gives one code for simultaneous requests of one member with one key', async () => {
    const member = await fx.member();
    const key = newKey();
    const results = (await Promise.all(Array.from({ length: 5 }, () => generate(member, 'monthly-pool', key)))).map(generation);
    expect(new Set(results.map((result) => result.couponCode)).size).toBe(1);
    expect(results.every((result) => result.outcome === 'GENERATED')).toBe(true);
    const mine = await t.database.db.select().from(couponCodes).where(eq(couponCodes.userId, member.id));
    expect(mine).toHaveLength(1);
  });

  it('counts the limit per rolling window and frees a slot when the oldest code leaves it', async () => {
    const member = await fx.member();
    const first = generation(await generate(member, 'monthly-pool'));
    expect(first).toMatchObject({ outcome: 'GENERATED', availed: 1, left: 1, generateNext: true, savings: 100, nextAvailableOn: null });
    expect(first.expiryDate).toBe('2026-12-20T10:00:00.000Z');
    clock.advance(86_400);
    const second = generation(await generate(member, 'monthly-pool'));
    expect(second).toMatchObject({ outcome: 'GENERATED', availed: 2, left: 0, generateNext: false, nextAvailableOn: '2026-12-20T10:00:00.000Z' });
    expect(generation(await generate(member, 'monthly-pool')).outcome).toBe('LIMIT_REACHED');
    // 30 days after the first code it leaves the window; the second is still in it
    clock.advance(29 * 86_400 + 1);
    const third = generation(await generate(member, 'monthly-pool'));
    expect(third).toMatchObject({ outcome: 'GENERATED', availed: 3, left: 0, nextAvailableOn: '2026-12-21T10:00:00.000Z' });
    clock.advance(-(30 * 86_400 + 1));
  });

  it('refuses a key already used for another offering with 409 TP-IDEMPOTENCY-MISMATCH', async () => {
    const member = await fx.member();
    const key = newKey();
    expect(generation(await generate(member, 'monthly-pool', key)).outcome).toBe('GENERATED');
    expect(refusal(await generate(member, 'flash-event', key))).toEqual({ status: 409, code: 'TP-IDEMPOTENCY-MISMATCH' });
  });

  it.each([
    ['an expired member', 6],
    ['a non-member', 0],
  ])('answers NOT_ELIGIBLE to %s and hands out nothing', async (_name, primeProfile) => {
    const member = await fx.member(primeProfile);
    const refused = generation(await generate(member, 'monthly-pool'));
    expect(refused).toMatchObject({ success: false, outcome: 'NOT_ELIGIBLE', couponCode: null });
    expect(await t.database.db.select().from(couponCodes).where(eq(couponCodes.userId, member.id))).toEqual([]);
  });

  it('answers NOT_ELIGIBLE to a trial member on a locked offer', async () => {
    const trial = await fx.member(1);
    expect(generation(await generate(trial, 'locked-pool'))).toMatchObject({ outcome: 'NOT_ELIGIBLE', responseMessage: 'Upgrade your membership to avail this offer.' });
  });

  it('answers a paused distribution with its label and link, and an empty pool OUT_OF_STOCK', async () => {
    const member = await fx.member();
    expect(generation(await generate(member, 'paused-pool'))).toMatchObject({
      success: false,
      outcome: 'DISTRIBUTION_PAUSED',
      offerDistribution: { paused: true, label: 'Back on 1 Dec', ctaDetail: { label: 'Know more', url: '/faq' } },
    });
    expect(generation(await generate(member, 'empty-pool'))).toMatchObject({ success: false, outcome: 'OUT_OF_STOCK' });
  });

  it('refuses an offering that is not a pool (409 TP-OFFER-KIND), an unknown one (404) and a visitor (401)', async () => {
    const member = await fx.member();
    expect(refusal(await generate(member, 'constant-offer'))).toEqual({ status: 409, code: 'TP-OFFER-KIND' });
    expect(refusal(await generate(member, 'no-such-offering'))).toEqual({ status: 404, code: '404' });
    const visitor = await postJson(t.app, PATHS.generate, { offeringName: 'monthly-pool' }, { 'idempotency-key': newKey() });
    expect(visitor.statusCode).toBe(401);
  });

  it('requires an idempotency key and a body user that is the signed-in member', async () => {
    const member = await fx.member();
    expect((await postJson(t.app, PATHS.generate, { offeringName: 'monthly-pool' }, auth(member))).statusCode).toBe(400);
    const other = await postJson(t.app, PATHS.generate, { offeringName: 'monthly-pool', user: { ssoId: 'sso_someone_else' } }, { ...auth(member), 'idempotency-key': newKey() });
    expect(refusal(other)).toEqual({ status: 400, code: 'TP400' });
  });

  it('limits a member to 30 generations a minute (TP429)', async () => {
    const member = await fx.member();
    const key = newKey();
    for (let i = 0; i < 30; i += 1) expect((await generate(member, 'monthly-pool', key)).statusCode).toBe(200);
    expect(refusal(await generate(member, 'monthly-pool', key))).toEqual({ status: 429, code: 'TP429' });
    clock.advance(61);
    expect((await generate(member, 'monthly-pool', key)).statusCode).toBe(200);
  });
});

describe('POST /nc/prime/offer/details', () => {
  it("gives a visitor the LOGIN CTA, the logged-out view and nobody's coupons", async () => {
    const state = await stateOf('monthly-pool');
    expect(state).toMatchObject({
      name: 'monthly-pool',
      viewer: 'VISITOR',
      ctaDetails: { actionType: 'LOGIN', label: 'LOGIN TO AVAIL', disabled: false },
      loggedOutView: { chipLabel: 'Included with membership', linkChip: { label: 'See plans', url: '/payment' } },
      tracker: null,
      unlockTracker: null,
      redemptionDetails: { activeCoupons: [], expiredCoupons: [], generateNext: false },
      activationStatus: { status: 0, userStatus: 0 },
      productDetails: { subOfferName: 'monthly-pool', companyName: 'Pizzapalooza' },
      couponType: 'POOL',
      cardTypeNumber: 'NUMBER: ',
      cardTypePin: 'PIN: ',
    });
    expect((await details('monthly-pool')).headers['cache-control']).toBe('no-store');
  });

  it('takes the superLogout and primeProfileZero tags without changing the visitor form', async () => {
    for (const tag of ['superLogout', 'primeProfileZero']) {
      const response = await postJson(t.app, PATHS.details, { name: 'monthly-pool', tag });
      expect((response.json() as { data: OfferState }).data.ctaDetails.actionType).toBe('LOGIN');
    }
  });

  it('walks a member from GENERATE CODE to VIEW CODE with the tracker, coupons and drawer texts', async () => {
    const member = await fx.member();
    const before = await stateOf('monthly-pool', member);
    expect(before).toMatchObject({
      viewer: 'MEMBER',
      loggedOutView: null,
      ctaDetails: { actionType: 'GENERATE_CODE', label: 'GENERATE CODE' },
      tracker: { left: 2, availed: 0, savings: 0, nextAvailableOn: null },
      unlockTracker: { label: '2 of 2 codes left', icon: 'ticket' },
      isViewCode: false,
      isCouponDrawerGenerateBtn: true,
      couponDetails: { partnerCta: { label: 'ORDER NOW', url: 'https://pizzapalooza.example/order' }, expiredCouponsLabel: 'Expired codes', nextCodeCta: 'GENERATE NEXT CODE' },
      activationStatus: { status: 0, userStatus: 5 },
    });
    const code = generation(await generate(member, 'monthly-pool'));
    const after = await stateOf('monthly-pool', member);
    expect(after).toMatchObject({
      ctaDetails: { actionType: 'VIEW_CODE', label: 'VIEW CODE' },
      isViewCode: true,
      isCouponDrawerGenerateBtn: true,
      tracker: { left: 1, availed: 1, savings: 100 },
      unlockTracker: { label: '1 of 2 codes left' },
      redemptionDetails: { maxRedemption: 2, left: 1, generateNext: true, expiredCoupons: [] },
    });
    expect(after.redemptionDetails.activeCoupons).toEqual([
      { couponCode: code.couponCode, pin: null, couponCount: 1, expiryDate: code.expiryDate, generated: true, expired: false, state: 'GENERATED', totalCoupons: 1, redeemedBy: code.expiryDate },
    ]);
    await generate(member, 'monthly-pool');
    const full = await stateOf('monthly-pool', member);
    expect(full).toMatchObject({
      isCouponDrawerGenerateBtn: false,
      couponDetails: { nextCouponMessage: 'Your next code will be available on 20 Dec 2026', nextCodeCta: null },
    });
    // once the codes expire they move to the expired list and the window (30 days) has room again
    clock.advance(31 * 86_400);
    const later = await stateOf('monthly-pool', member);
    expect(later.redemptionDetails.activeCoupons).toEqual([]);
    expect(later.redemptionDetails.expiredCoupons.map((coupon) => coupon.expired)).toEqual([true, true]);
    expect(later.ctaDetails.actionType).toBe('GENERATE_CODE');
    clock.advance(-31 * 86_400);
  });

  it.each([
    ['an expired member', 7, 'REVIEW_ORDER', 'RENEW TO AVAIL'],
    ['a non-member', 10, 'REVIEW_ORDER', 'JOIN TO AVAIL'],
  ])('gives %s the %s CTA', async (_name, primeProfile, actionType, label) => {
    const state = await stateOf('monthly-pool', await fx.member(primeProfile));
    expect(state.ctaDetails).toMatchObject({ actionType, label });
    expect(state.tracker).toBeNull();
  });

  it('reads a guest login as GUEST, a trial member on a locked offer as UPGRADE, and a blocked member as NOT AVAILABLE', async () => {
    expect(await stateOf('monthly-pool', await fx.member(0, { loginType: 'GUEST' }))).toMatchObject({ viewer: 'GUEST', ctaDetails: { label: 'JOIN TO AVAIL' } });
    expect((await stateOf('locked-pool', await fx.member(1))).ctaDetails).toMatchObject({ actionType: 'REVIEW_ORDER', label: 'UPGRADE TO AVAIL' });
    const blocked = await stateOf('monthly-pool', await fx.member(9));
    expect(blocked).toMatchObject({ viewer: 'BLOCKED', ctaDetails: { actionType: 'NO_COUPON_AVAILABLE', label: 'NOT AVAILABLE', disabled: true } });
  });

  it('answers 401 to a token that is not valid instead of treating the caller as a visitor', async () => {
    const response = await postJson(t.app, PATHS.details, { name: 'monthly-pool' }, { authorization: 'Bearer not.a.token' });
    expect(response.statusCode).toBe(401);
  });

  it('shows paused, dry, expired, app-less and flash-sale offers as such', async () => {
    const member = await fx.member();
    expect((await stateOf('paused-pool', member)).ctaDetails).toMatchObject({
      actionType: 'DISTRIBUTION_PAUSED',
      label: 'Back on 1 Dec',
      disabled: true,
      data: { offerDistribution: { paused: true, label: 'Back on 1 Dec', ctaDetail: { label: 'Know more', url: '/faq' } } },
    });
    expect((await stateOf('empty-pool', member)).ctaDetails).toMatchObject({ actionType: 'NO_COUPON_AVAILABLE', label: 'NO COUPON AVAILABLE' });
    expect((await stateOf('expired-offer', member)).ctaDetails).toMatchObject({ actionType: 'NO_COUPON_AVAILABLE', label: 'OFFER EXPIRED', disabled: true });
    expect(await stateOf('bare-offer', member)).toMatchObject({ couponType: 'NONE', productDetails: { subOfferName: 'bare-offer' }, ctaDetails: { actionType: 'NO_COUPON_AVAILABLE' } });
    expect((await stateOf('partner-link', member)).ctaDetails).toMatchObject({ actionType: 'URL_REDIRECTION', label: 'VISIT PIZZAPALOOZA', data: { redirectionUrl: '/nc/prime/partner-sandbox/partner-link' } });
    const flash = await stateOf('flash-event', member);
    expect(flash.flashSale).toEqual({ startTime: '2026-11-19T10:00:00.000Z', endTime: '2026-11-25T10:00:00.000Z', inventoryLeft: 4, totalInventory: 4, errorMessage: null });
    expect((await stateOf('monthly-pool', member)).flashSale).toBeNull();
  });

  it('shows OUT OF STOCK once a pool has run dry', async () => {
    const member = await fx.member();
    expect((await stateOf('race-pool', member)).ctaDetails).toMatchObject({ actionType: 'OUT_OF_STOCK', label: 'OUT OF STOCK', disabled: true });
  });

  it("answers '404 offer not found' for an unknown offer", async () => {
    const response = await details('no-such-offer');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, responseMessage: '404 offer not found' });
  });
});

describe('POST /nc/prime/couponState/update', () => {
  let member: Member;
  let code: string;
  const move = (who: Member, coupon: string, fromState: string, toState: string) => postJson(t.app, PATHS.state, { coupon, fromState, toState }, auth(who));

  beforeAll(async () => {
    member = await fx.member();
    code = generation(await generate(member, 'monthly-pool')).couponCode ?? '';
  });

  it('moves a code forward only, compare-and-set on fromState, and repeats are no-ops', async () => {
    expect((await move(member, code, 'GENERATED', 'COPIED')).json()).toEqual({ success: true, data: { coupon: code, state: 'COPIED' } });
    expect((await move(member, code, 'GENERATED', 'COPIED')).statusCode).toBe(200);
    expect(refusal(await move(member, code, 'COPIED', 'GENERATED'))).toEqual({ status: 400, code: 'TP400' });
    expect((await move(member, code, 'COPIED', 'REDEEMED')).json()).toMatchObject({ data: { state: 'REDEEMED' } });
    const [row] = await t.database.db.select({ state: couponCodes.state }).from(couponCodes).where(eq(couponCodes.code, code));
    expect(row?.state).toBe('REDEEMED');
  });

  it('answers 409 TP-STATE-CONFLICT when the code is not in fromState any more', async () => {
    const other = generation(await generate(member, 'flash-event')).couponCode ?? '';
    await move(member, other, 'GENERATED', 'REDEEMED');
    expect(refusal(await move(member, other, 'GENERATED', 'COPIED'))).toEqual({ status: 409, code: 'TP-STATE-CONFLICT' });
  });

  it("answers 404 for another member's code or an unknown one", async () => {
    const stranger = await fx.member();
    expect(refusal(await move(stranger, code, 'COPIED', 'REDEEMED'))).toEqual({ status: 404, code: '404' });
    expect(refusal(await move(member, 'NOPE-0000', 'GENERATED', 'COPIED'))).toEqual({ status: 404, code: '404' });
  });
});

describe('activations, constant codes and partner links', () => {
  it('records an OFFER activation once and then shows the constant code as VIEW CODE', async () => {
    const member = await fx.member();
    expect((await stateOf('constant-offer', member)).ctaDetails).toMatchObject({ actionType: 'CONSTANT_CODE', label: 'GET CODE' });
    const code = await postJson(t.app, PATHS.constant, { offeringName: 'constant-offer' }, auth(member));
    expect(code.json()).toEqual({ success: true, data: { couponCode: 'PIZZA50', expiryDate: null, message: null } });
    for (let i = 0; i < 2; i += 1) {
      const activated = await postJson(t.app, PATHS.activateOffer, { name: 'constant-offer', type: 'OFFER' }, auth(member));
      expect(activated.json()).toEqual({ success: true, data: { activationStatus: { status: 4, userStatus: 5 }, ctaText: 'VIEW CODE', message: null } });
    }
    expect(await t.database.db.select().from(offerActivations).where(eq(offerActivations.userId, member.id))).toHaveLength(1);
    expect(await stateOf('constant-offer', member)).toMatchObject({ ctaDetails: { label: 'VIEW CODE' }, activationStatus: { status: 4 } });
  });

  it('refuses constant codes and activations to non-members (409 TP-NOT-ELIGIBLE) and the wrong kinds (409 TP-OFFER-KIND)', async () => {
    const outsider = await fx.member(0);
    const member = await fx.member();
    expect(refusal(await postJson(t.app, PATHS.constant, { offeringName: 'constant-offer' }, auth(outsider)))).toEqual({ status: 409, code: 'TP-NOT-ELIGIBLE' });
    expect(refusal(await postJson(t.app, PATHS.activateOffer, { name: 'constant-offer', type: 'OFFER' }, auth(outsider)))).toEqual({ status: 409, code: 'TP-NOT-ELIGIBLE' });
    expect(refusal(await postJson(t.app, PATHS.constant, { offeringName: 'monthly-pool' }, auth(member)))).toEqual({ status: 409, code: 'TP-OFFER-KIND' });
    expect(refusal(await postJson(t.app, PATHS.activateMembership, { offeringName: 'monthly-pool' }, auth(member)))).toEqual({ status: 409, code: 'TP-OFFER-KIND' });
    expect(refusal(await postJson(t.app, PATHS.activateOffer, { name: 'bare-offer', type: 'OFFER' }, auth(member)))).toEqual({ status: 409, code: 'TP-OFFER-KIND' });
    expect(refusal(await postJson(t.app, PATHS.token, { offeringName: 'monthly-pool' }, auth(member)))).toEqual({ status: 409, code: 'TP-OFFER-KIND' });
    expect(refusal(await postJson(t.app, PATHS.activateOffer, { name: 'no-such-offer', type: 'OFFER' }, auth(member)))).toEqual({ status: 404, code: '404' });
    expect((await postJson(t.app, PATHS.constant, { offeringName: 'constant-offer' })).statusCode).toBe(401);
  });

  it('activates a membership at once, or leaves it in process; a repeat answers the current state', async () => {
    const member = await fx.member();
    expect((await stateOf('instant-activation', member)).ctaDetails).toMatchObject({ actionType: 'ACTIVATE_OFFER', label: 'ACTIVATE NOW' });
    const instant = await postJson(t.app, PATHS.activateMembership, { offeringName: 'instant-activation' }, auth(member));
    expect(instant.json()).toEqual({ success: true, data: { activationStatus: { status: 4, userStatus: 5 }, ctaText: 'ACTIVATED', message: null } });
    expect((await stateOf('instant-activation', member)).ctaDetails).toMatchObject({ actionType: 'NO_COUPON_AVAILABLE', label: 'ACTIVATED', disabled: true });

    for (let i = 0; i < 2; i += 1) {
      const slow = await postJson(t.app, PATHS.activateMembership, { offeringName: 'slow-activation' }, auth(member));
      expect(slow.json()).toMatchObject({ data: { activationStatus: { status: 1 }, ctaText: 'ACTIVATION IN PROCESS' } });
    }
    expect(await stateOf('slow-activation', member)).toMatchObject({
      activationStatus: { status: 1, userStatus: 5 },
      ctaDetails: { actionType: 'ACTIVATION_IN_PROCESS', disabled: true, message: 'We are activating your membership. This usually takes a few minutes.' },
    });
  });

  it('signs a 5-minute partner link that the sandbox page accepts, and refuses it after', async () => {
    const member = await fx.member(5, { firstName: 'Meera' });
    const response = await postJson(t.app, PATHS.token, { offeringName: 'partner-link', user: { ssoId: member.ssoId } }, auth(member));
    expect(response.statusCode, response.body).toBe(200);
    const { redirectionUrl, expiresAt } = (response.json() as { data: { redirectionUrl: string; expiresAt: string } }).data;
    expect(redirectionUrl).toMatch(/^\/nc\/prime\/partner-sandbox\/partner-link\?token=[\w.%-]+$/);
    expect(expiresAt).toBe(new Date(clock.now().getTime() + 300_000).toISOString());

    const page = await t.app.inject({ method: 'GET', url: redirectionUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<h1>Welcome to Pizzapalooza</h1>');
    expect(page.body).toContain('Signed in as a member: Meera');

    const tampered = await t.app.inject({ method: 'GET', url: redirectionUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(tampered.body).toContain('This link has expired');
    const elsewhere = await t.app.inject({ method: 'GET', url: redirectionUrl.replace('partner-link', 'monthly-pool') });
    expect(elsewhere.body).toContain('This link has expired');

    clock.advance(301);
    const late = await t.app.inject({ method: 'GET', url: redirectionUrl });
    expect(late.statusCode).toBe(403);
    expect(late.body).toContain('<h1>This link has expired</h1>');
    expect(late.headers['cache-control']).toBe('no-store');
  });

  it('refuses a partner link to a body user who is not the signed-in member, and to a non-member', async () => {
    const member = await fx.member();
    expect(refusal(await postJson(t.app, PATHS.token, { offeringName: 'partner-link', user: { ssoId: 'sso_other' } }, auth(member)))).toEqual({ status: 400, code: 'TP400' });
    expect(refusal(await postJson(t.app, PATHS.token, { offeringName: 'partner-link' }, auth(await fx.member(2))))).toEqual({ status: 409, code: 'TP-NOT-ELIGIBLE' });
  });
});
