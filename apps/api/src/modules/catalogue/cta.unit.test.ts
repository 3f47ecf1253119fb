// The CTA rules as a table: one row per rule of the matrix, and every action type at least once.
import type { CtaActionType, OfferViewer } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import {
  type CtaInput,
  type CtaOffering,
  NO_OFFERING,
  type OfferingKind,
  canGenerateNow,
  flashSaleOf,
  mayAct,
  resolveCta,
  trackerOf,
  viewerOf,
} from './cta';

const NOW = new Date('2026-11-20T10:00:00Z');
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

type Overrides = Omit<Partial<CtaInput>, 'offering'> & { kind?: OfferingKind; offering?: Partial<CtaOffering> };

function input(overrides: Overrides = {}): CtaInput {
  const { kind = 'POOL', offering, ...rest } = overrides;
  return {
    viewer: 'MEMBER',
    expired: false,
    locked: false,
    companyName: 'Pizzapalooza',
    offering: { ...NO_OFFERING, kind, ...offering },
    marketingCouponCode: 'WELCOME100',
    holdsActiveCode: false,
    activationStatus: 0,
    pool: { total: 10, free: 5 },
    tracker: { left: 1, availed: 0, savings: 0, nextAvailableOn: null },
    ...rest,
  };
}

type Row = [string, Overrides, CtaActionType, string, boolean];

const ROWS: Row[] = [
  ['an expired offer, even for a member', { expired: true }, 'NO_COUPON_AVAILABLE', 'OFFER EXPIRED', true],
  ['an expired offer for a visitor', { expired: true, viewer: 'VISITOR' }, 'NO_COUPON_AVAILABLE', 'OFFER EXPIRED', true],
  ['a visitor', { viewer: 'VISITOR' }, 'LOGIN', 'LOGIN TO AVAIL', false],
  ['a blocked member', { viewer: 'BLOCKED' }, 'NO_COUPON_AVAILABLE', 'NOT AVAILABLE', true],
  ['a non-member', { viewer: 'NON_MEMBER' }, 'REVIEW_ORDER', 'JOIN TO AVAIL', false],
  ['a guest', { viewer: 'GUEST' }, 'REVIEW_ORDER', 'JOIN TO AVAIL', false],
  ['an expired member', { viewer: 'EXPIRED' }, 'REVIEW_ORDER', 'RENEW TO AVAIL', false],
  ['a trial member on a locked offer', { viewer: 'TRIAL_MEMBER', locked: true }, 'REVIEW_ORDER', 'UPGRADE TO AVAIL', false],
  ['a trial member on an open pool', { viewer: 'TRIAL_MEMBER' }, 'GENERATE_CODE', 'GENERATE CODE', false],
  ['an app-only offering', { kind: 'APP_ONLY' }, 'REDIRECTION_TO_APP_ONLY', 'AVAIL ON APP', false],
  ['an app CTA offering', { kind: 'APP_CTA' }, 'REDIRECT_TO_APP_CTA', 'OPEN IN APP', false],
  ['a URL offering', { kind: 'URL', offering: { redirectionUrl: '/nc/prime/partner-sandbox/x' } }, 'URL_REDIRECTION', 'VISIT PIZZAPALOOZA', false],
  ['a constant code not yet taken', { kind: 'CONSTANT' }, 'CONSTANT_CODE', 'GET CODE', false],
  ['a constant code taken', { kind: 'CONSTANT', activationStatus: 4 }, 'CONSTANT_CODE', 'VIEW CODE', false],
  ['an activation not started', { kind: 'ACTIVATION' }, 'ACTIVATE_OFFER', 'ACTIVATE NOW', false],
  ['an activation in process', { kind: 'ACTIVATION', activationStatus: 1 }, 'ACTIVATION_IN_PROCESS', 'ACTIVATION IN PROCESS', true],
  ['an activation done with a partner link', { kind: 'ACTIVATION', activationStatus: 4, offering: { redirectionUrl: 'https://p.example/' } }, 'URL_REDIRECTION', 'OPEN PIZZAPALOOZA', false],
  ['an activation done without a link', { kind: 'ACTIVATION', activationStatus: 4 }, 'NO_COUPON_AVAILABLE', 'ACTIVATED', true],
  ['a pool code held', { holdsActiveCode: true }, 'VIEW_CODE', 'VIEW CODE', false],
  ['a pool code held while paused (the code still shows)', { holdsActiveCode: true, offering: { distributionPaused: true } }, 'VIEW_CODE', 'VIEW CODE', false],
  ['a paused distribution', { offering: { distributionPaused: true, pausedLabel: 'Back on 1 Dec' } }, 'DISTRIBUTION_PAUSED', 'Back on 1 Dec', true],
  ['a pool never stocked', { pool: { total: 0, free: 0 } }, 'NO_COUPON_AVAILABLE', 'NO COUPON AVAILABLE', true],
  ['a pool run dry', { pool: { total: 5, free: 0 } }, 'OUT_OF_STOCK', 'OUT OF STOCK', true],
  ['a member at the limit', { tracker: { left: 0, availed: 1, savings: 100, nextAvailableOn: '2026-12-22T00:00:00.000Z' } }, 'GENERATE_CODE_GREYED_OUT', 'GENERATE CODE', true],
  ['a member with a code left', {}, 'GENERATE_CODE', 'GENERATE CODE', false],
  ['an offer without an offering', { kind: 'NONE' }, 'NO_COUPON_AVAILABLE', 'NO COUPON AVAILABLE', true],
];

describe('resolveCta', () => {
  it.each(ROWS)('%s → %s %s', (_name, overrides, actionType, label, disabled) => {
    const { ctaDetails } = resolveCta(input(overrides));
    expect(ctaDetails).toMatchObject({ actionType, label, disabled });
  });

  it('covers every action type of the contract', () => {
    const all: CtaActionType[] = [
      'VIEW_CODE',
      'GENERATE_CODE',
      'GENERATE_CODE_GREYED_OUT',
      'OUT_OF_STOCK',
      'REVIEW_ORDER',
      'LOGIN',
      'ACTIVATION_IN_PROCESS',
      'ACTIVATE_OFFER',
      'CONSTANT_CODE',
      'NO_COUPON_AVAILABLE',
      'DISTRIBUTION_PAUSED',
      'URL_REDIRECTION',
      'REDIRECTION_TO_APP_ONLY',
      'REDIRECT_TO_APP_CTA',
    ];
    expect(new Set(ROWS.map((row) => row[2]))).toEqual(new Set(all));
  });

  it.each([
    [false, 'Included with membership'],
    [true, 'Members only'],
  ])('gives a visitor the logged-out view (locked %s: %s) and members none', (locked, chipLabel) => {
    expect(resolveCta(input({ viewer: 'VISITOR', locked })).loggedOutView).toEqual({ chipLabel, linkChip: { label: 'See plans', url: '/payment' } });
    expect(resolveCta(input({ locked })).loggedOutView).toBeNull();
  });

  it("carries the home page's marketing coupon to the payment page on REVIEW_ORDER, and none when there is none", () => {
    expect(resolveCta(input({ viewer: 'NON_MEMBER' })).ctaDetails.data).toEqual({ couponCode: 'WELCOME100' });
    expect(resolveCta(input({ viewer: 'EXPIRED', marketingCouponCode: null })).ctaDetails.data).toBeUndefined();
  });

  it('tells a blocked member why', () => {
    expect(resolveCta(input({ viewer: 'BLOCKED' })).ctaDetails.message).toBe('Your membership is on hold. Please contact support.');
  });

  it('says when the next code comes, in IST', () => {
    const { ctaDetails } = resolveCta(input({ tracker: { left: 0, availed: 1, savings: 0, nextAvailableOn: '2026-12-21T20:00:00.000Z' } }));
    expect(ctaDetails.message).toBe('Next code available on 22 Dec 2026');
  });

  it("gives a paused distribution's label and link", () => {
    const { ctaDetails } = resolveCta(input({ offering: { distributionPaused: true, pausedLabel: 'Paused for now', pausedCtaLabel: 'Know more', pausedCtaUrl: '/faq' } }));
    expect(ctaDetails.data).toEqual({ offerDistribution: { paused: true, label: 'Paused for now', ctaDetail: { label: 'Know more', url: '/faq' } } });
  });

  it('links the partner, the app and the activated partner through data.redirectionUrl', () => {
    expect(resolveCta(input({ kind: 'URL', offering: { redirectionUrl: '/p' } })).ctaDetails.data).toEqual({ redirectionUrl: '/p' });
    expect(resolveCta(input({ kind: 'APP_ONLY', offering: { dlUrl: 'app://offer/x' } })).ctaDetails.data).toEqual({ redirectionUrl: 'app://offer/x' });
  });

  it("uses the offering's texts over the default labels and the pending message", () => {
    const texts = { preGeneration: 'GET MY CODE', postGeneration: 'SHOW MY CODE', inProcess: 'WORKING ON IT', oos: 'ALL GONE', pending: 'Hang on.' };
    expect(resolveCta(input({ offering: { texts } })).ctaDetails.label).toBe('GET MY CODE');
    expect(resolveCta(input({ holdsActiveCode: true, offering: { texts } })).ctaDetails.label).toBe('SHOW MY CODE');
    expect(resolveCta(input({ pool: { total: 1, free: 0 }, offering: { texts } })).ctaDetails.label).toBe('ALL GONE');
    const inProcess = resolveCta(input({ kind: 'ACTIVATION', activationStatus: 1, offering: { texts } })).ctaDetails;
    expect(inProcess).toMatchObject({ label: 'WORKING ON IT', message: 'Hang on.' });
    expect(resolveCta(input({ kind: 'ACTIVATION', activationStatus: 1 })).ctaDetails.message).toBe(
      'We are activating your membership. This usually takes a few minutes.',
    );
  });

  it.each<[string, Overrides, boolean]>([
    ['a member with a slot and stock', {}, true],
    ['a member holding a code with another slot', { holdsActiveCode: true }, true],
    ['a member at the limit', { tracker: { left: 0, availed: 1, savings: 0, nextAvailableOn: null } }, false],
    ['an empty pool', { pool: { total: 1, free: 0 } }, false],
    ['a paused pool', { offering: { distributionPaused: true } }, false],
    ['a visitor', { viewer: 'VISITOR', tracker: null }, false],
    ['a trial member on a locked offer', { viewer: 'TRIAL_MEMBER', locked: true }, false],
    ['an expired offer', { expired: true }, false],
  ])('%s may generate now: %s', (_name, overrides, expected) => {
    expect(canGenerateNow(input(overrides))).toBe(expected);
    expect(resolveCta(input(overrides)).canGenerate).toBe(expected);
  });
});

describe('viewerOf and mayAct', () => {
  it.each<[string, { primeProfile: number } | null, 'SSO' | 'GUEST' | undefined, OfferViewer]>([
    ['no token', null, undefined, 'VISITOR'],
    ['profile 9', { primeProfile: 9 }, 'SSO', 'BLOCKED'],
    ['profile 1', { primeProfile: 1 }, 'SSO', 'TRIAL_MEMBER'],
    ['profile 5', { primeProfile: 5 }, 'SSO', 'MEMBER'],
    ['profile 5 on a guest login', { primeProfile: 5 }, 'GUEST', 'MEMBER'],
    ['profile 2', { primeProfile: 2 }, 'SSO', 'EXPIRED'],
    ['profile 6', { primeProfile: 6 }, 'SSO', 'EXPIRED'],
    ['profile 7', { primeProfile: 7 }, 'SSO', 'EXPIRED'],
    ['profile 0', { primeProfile: 0 }, 'SSO', 'NON_MEMBER'],
    ['profile 10', { primeProfile: 10 }, 'SSO', 'NON_MEMBER'],
    ['profile 0 on a guest login', { primeProfile: 0 }, 'GUEST', 'GUEST'],
  ])('%s reads as %s', (_name, user, loginType, viewer) => {
    expect(viewerOf(user, loginType)).toBe(viewer);
  });

  it.each<[OfferViewer, boolean, boolean]>([
    ['MEMBER', false, true],
    ['MEMBER', true, true],
    ['TRIAL_MEMBER', false, true],
    ['TRIAL_MEMBER', true, false],
    ['EXPIRED', false, false],
    ['NON_MEMBER', false, false],
    ['GUEST', false, false],
    ['BLOCKED', false, false],
    ['VISITOR', false, false],
  ])('%s on a locked (%s) offer may act: %s', (viewer, locked, expected) => {
    expect(mayAct(viewer, locked)).toBe(expected);
  });
});

describe('trackerOf', () => {
  const code = (daysAgo: number, savings = 100) => ({ assignedAt: day(-daysAgo), savings });

  it.each([
    ['no codes', [], 2, 30, { left: 2, availed: 0, savings: 0, nextAvailableOn: null }],
    ['one of two in the window', [code(3)], 2, 30, { left: 1, availed: 1, savings: 100, nextAvailableOn: null }],
    ['the window full: the oldest in it frees a slot', [code(40), code(10), code(3)], 2, 30, { left: 0, availed: 3, savings: 300, nextAvailableOn: day(20).toISOString() }],
    ['codes that left the window', [code(40), code(35)], 1, 30, { left: 1, availed: 2, savings: 200, nextAvailableOn: null }],
    ['a lifetime limit', [code(400)], 1, null, { left: 0, availed: 1, savings: 100, nextAvailableOn: null }],
  ] as const)('%s', (_name, codes, maxRedemption, refreshDays, expected) => {
    expect(trackerOf(codes, { maxRedemption, refreshDays }, NOW)).toEqual(expected);
  });
});

describe('flashSaleOf', () => {
  const event = { isXclusiveEvent: 'true', xclusiveStartTime: '2026-11-21T10:00:00Z', xclusiveEndTime: '2026-11-21T12:00:00Z' };

  it('gives an exclusive event sold from a pool its window and inventory', () => {
    expect(flashSaleOf(event, 'POOL', { total: 50, free: 7 })).toEqual({
      startTime: '2026-11-21T10:00:00.000Z',
      endTime: '2026-11-21T12:00:00.000Z',
      inventoryLeft: 7,
      totalInventory: 50,
      errorMessage: null,
    });
  });

  it.each([
    ['not an exclusive event', { ...event, isXclusiveEvent: 'false' }, 'POOL'],
    ['not a pool', event, 'URL'],
    ['without valid times', { ...event, xclusiveEndTime: 'soon' }, 'POOL'],
  ] as const)('is null for an offer %s', (_name, extra, kind) => {
    expect(flashSaleOf(extra, kind, { total: 1, free: 1 })).toBeNull();
  });
});
