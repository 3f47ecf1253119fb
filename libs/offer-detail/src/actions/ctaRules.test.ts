import { ApiError } from '@rewards/api-client';
import type { CouponGeneration, CtaActionType, OfferState } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import {
  actionErrorMessage,
  applyConstantCode,
  applyCouponState,
  applyGeneration,
  couponTransition,
  ctaEffect,
  ctaLabelArea,
  isInertCta,
  isNetworkFailure,
  offerStateOptions,
  type CtaEffect,
} from './ctaRules';
import { makeOfferState } from './testing';
import { english } from '../testing/translate';

/** Said when no answer came at all (the catalogue's English). */
const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

describe('ctaEffect', () => {
  it.each<[CtaActionType, CtaEffect, boolean]>([
    ['VIEW_CODE', 'openDrawer', false],
    ['GENERATE_CODE', 'generate', false],
    ['CONSTANT_CODE', 'constantCode', false],
    ['ACTIVATE_OFFER', 'activate', false],
    ['URL_REDIRECTION', 'redirect', false],
    ['REVIEW_ORDER', 'reviewOrder', false],
    ['REDIRECTION_TO_APP_ONLY', 'appInstall', false],
    ['REDIRECT_TO_APP_CTA', 'appInstall', false],
    ['LOGIN', 'login', false],
    ['GENERATE_CODE_GREYED_OUT', 'none', true],
    ['OUT_OF_STOCK', 'none', true],
    ['ACTIVATION_IN_PROCESS', 'none', true],
    ['NO_COUPON_AVAILABLE', 'none', true],
    ['DISTRIBUTION_PAUSED', 'none', true],
  ])('%s → %s', (actionType, effect, inert) => {
    expect(ctaEffect(actionType)).toBe(effect);
    expect(isInertCta(actionType)).toBe(inert);
  });
});

describe('ctaLabelArea', () => {
  const link = { label: 'See plans', url: '/payment' };
  it.each<[string, Pick<OfferState, 'ctaDetails' | 'loggedOutView'>, ReturnType<typeof ctaLabelArea>]>([
    [
      'a paused distribution shows its label and link',
      {
        ctaDetails: {
          actionType: 'DISTRIBUTION_PAUSED',
          label: 'PAUSED',
          disabled: true,
          message: null,
          data: { offerDistribution: { paused: true, label: 'Back on Monday', ctaDetail: { label: 'Why?', url: 'https://x.example/why' } } },
        },
        loggedOutView: null,
      },
      { kind: 'paused', label: 'Back on Monday', link: { label: 'Why?', url: 'https://x.example/why' }, message: null },
    ],
    [
      "a visitor sees the static chip and the link chip",
      { ctaDetails: { actionType: 'LOGIN', label: 'LOGIN TO AVAIL', disabled: false }, loggedOutView: { chipLabel: 'Members only', linkChip: link } },
      { kind: 'loggedOut', label: 'LOGIN TO AVAIL', disabled: false, chipLabel: 'Members only', linkChip: link },
    ],
    [
      'a member sees the label with its upper message and lower legend',
      { ctaDetails: { actionType: 'GENERATE_CODE', label: 'GENERATE CODE', disabled: false, message: 'One a month', data: { ctaLegend: '2 left' } }, loggedOutView: null },
      { kind: 'label', label: 'GENERATE CODE', disabled: false, upper: 'One a month', lower: '2 left' },
    ],
    [
      'an informing type is disabled even when the flag says otherwise',
      { ctaDetails: { actionType: 'OUT_OF_STOCK', label: 'OUT OF STOCK', disabled: false }, loggedOutView: null },
      { kind: 'label', label: 'OUT OF STOCK', disabled: true, upper: null, lower: null },
    ],
  ])('%s', (_case, state, area) => {
    expect(ctaLabelArea(state)).toEqual(area);
  });
});

describe('offerStateOptions', () => {
  it.each([
    ['a visitor', false, undefined, { viewer: 'visitor', tag: 'primeProfileZero' }],
    ['a member', true, { ssoId: 's1', superUser: false, primeProfile: 5 as const }, { viewer: 's1' }],
    ['a super user without a prime profile', true, { ssoId: 's2', superUser: true, primeProfile: null }, { viewer: 's2', tag: 'superLogout' }],
    ['a super user with one', true, { ssoId: 's3', superUser: true, primeProfile: 5 as const }, { viewer: 's3' }],
  ])('%s', (_case, loggedIn, user, options) => {
    // @ts-expect-error -- primeProfile null stands for a user without a profile.
    expect(offerStateOptions(loggedIn, user)).toEqual(options);
  });
});

describe('actionErrorMessage', () => {
  it.each([
    ['the server responseMessage', new ApiError(409, { success: false, responseMessage: 'Pool is empty', userMessage: 'Try later', systemErrorCode: 'TP409' }), 'Pool is empty'],
    ['TP400 shows its user message', new ApiError(400, { success: false, responseMessage: 'bad', userMessage: 'Not for your plan', systemErrorCode: 'TP400' }), 'Not for your plan'],
    ['an answer without a body', new ApiError(502, undefined, 'Bad Gateway'), 'Something went wrong. Please try again.'],
    ['no answer at all', new TypeError('Failed to fetch'), NETWORK_ERROR_MESSAGE],
  ])('%s', (_case, error, message) => expect(actionErrorMessage(english, error)).toBe(message));

  it("says the client's own words for an answer without a body", () => {
    expect(english('actions.genericError')).toBe(new ApiError(502, undefined).userMessage);
  });

  it('only a failure without an answer is a network failure', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new ApiError(500, undefined))).toBe(false);
  });
});

const answer = (overrides: Partial<CouponGeneration> = {}): CouponGeneration => ({
  success: true,
  outcome: 'GENERATED',
  availed: 2,
  left: 0,
  nextAvailableOn: '2026-12-20T00:00:00Z',
  savings: 100,
  couponCode: 'NEW-2',
  expiryDate: '2026-12-31T00:00:00Z',
  couponState: 'GENERATED',
  generateNext: false,
  ...overrides,
});

describe('applyGeneration', () => {
  const old = { couponCode: 'OLD-1', expiryDate: null, generated: true, expired: false, state: 'COPIED' as const };
  const before = makeOfferState({
    tracker: { left: 1, availed: 1, nextAvailableOn: null, savings: 150 },
    redemptionDetails: { activeCoupons: [old], expiredCoupons: [], maxRedemption: 2, left: 1, generateNext: true },
  });

  it('puts the new code first, generated and not expired, and updates the tracker', () => {
    const after = applyGeneration(english, before, answer());
    expect(after.redemptionDetails.activeCoupons.map((coupon) => [coupon.couponCode, coupon.generated, coupon.expired])).toEqual([
      ['NEW-2', true, false],
      ['OLD-1', true, false],
    ]);
    expect(after.redemptionDetails.activeCoupons[0]?.couponCount).toBe(2);
    expect(after.tracker).toEqual({ left: 0, availed: 2, nextAvailableOn: '2026-12-20T00:00:00Z', savings: 250 });
    expect(after.redemptionDetails.left).toBe(0);
    expect(after.isCouponDrawerGenerateBtn).toBe(false);
    expect(after.ctaDetails).toMatchObject({ actionType: 'VIEW_CODE', label: 'VIEW CODE', disabled: false });
  });

  it('a retried answer for a code already shown adds no savings twice', () => {
    const once = applyGeneration(english, before, answer());
    const twice = applyGeneration(english, once, answer());
    expect(twice.tracker?.savings).toBe(250);
    expect(twice.redemptionDetails.activeCoupons).toHaveLength(2);
  });

  it('a refusal changes nothing', () => {
    expect(applyGeneration(english, before, answer({ success: false, outcome: 'OUT_OF_STOCK', couponCode: null }))).toBe(before);
  });

  it("uses the offer's post-generation text", () => {
    expect(applyGeneration(english, makeOfferState({ ctaTexts: { postGeneration: 'SEE YOUR CODE' } }), answer()).ctaDetails.label).toBe('SEE YOUR CODE');
  });
});

describe('coupon state changes', () => {
  const state = makeOfferState({
    redemptionDetails: {
      activeCoupons: [{ couponCode: 'A', expiryDate: null, generated: true, expired: false, state: 'GENERATED' }],
      expiredCoupons: [],
      maxRedemption: 1,
      left: 0,
      generateNext: false,
    },
  });

  it('applies a state to the one code', () => {
    expect(applyCouponState(state, 'A', 'COPIED').redemptionDetails.activeCoupons[0]?.state).toBe('COPIED');
  });

  it.each([
    ['GENERATED', 'COPIED', { fromState: 'GENERATED', toState: 'COPIED' }],
    ['GENERATED', 'REDEEMED', { fromState: 'GENERATED', toState: 'REDEEMED' }],
    ['COPIED', 'REDEEMED', { fromState: 'COPIED', toState: 'REDEEMED' }],
    ['COPIED', 'COPIED', null],
    ['REDEEMED', 'COPIED', null],
  ] as const)('%s → %s', (from, to, move) => {
    expect(couponTransition({ state: from }, to)).toEqual(move);
  });

  it('shows a constant code as the first active code', () => {
    expect(applyConstantCode(state, 'CONST50', null).redemptionDetails.activeCoupons.map((coupon) => coupon.couponCode)).toEqual(['CONST50', 'A']);
  });
});
