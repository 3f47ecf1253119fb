import { giftCode, preOrder } from '@rewards/api-client/testing';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { adjustmentText, couponAdjustment } from './couponAdjustment';

const festive = giftCode({ code: 'FESTIVE20', type: 'PROMO', discount: null, discountPercent: 20, maxDiscount: 300, offerText: '20% off, up to ₹300' });
const superGift = giftCode({ code: 'SUPERGIFT', discount: 500, subscriptionVariant: 'PRIME_SUPER', subscriptionVariants: ['PRIME_SUPER'] });
const annual = (gcAmount: number, gc: string | null) => preOrder({ gc, gcAmount, pgAmount: 999 - gcAmount });
const superPlan = (gcAmount: number, gc: string | null) =>
  preOrder({ variantId: 4, variantName: 'PRIME_SUPER', variantDisplayName: 'Super annual membership', subscriptionAmount: 2499, gc, gcAmount, pgAmount: 1999 - gcAmount });
const quarterly = (gcAmount: number, gc: string | null) => preOrder({ variantId: 3, variantName: 'QUARTERLY', variantDisplayName: 'Quarterly membership', subscriptionAmount: 399, gc, gcAmount, pgAmount: 349 - gcAmount });

describe('couponAdjustment', () => {
  it('finds a percentage code held at its maximum: 20% of ₹1,999 would be ₹399.80, it takes ₹300', () => {
    const adjustment = couponAdjustment(english, festive, superPlan(300, 'FESTIVE20'));
    expect(adjustment).toEqual({
      key: 'FESTIVE20:4:CAPPED',
      reason: 'CAPPED',
      code: 'FESTIVE20',
      codeTerms: '20% off, up to ₹300',
      planName: 'Super annual membership',
      planPrice: 1999,
      nominal: 399.8,
      applied: 300,
      toPay: 1699,
      forVariant: null,
    });
    expect(adjustmentText(english, adjustment!)).toBe('FESTIVE20 gives 20% off, up to ₹300. On the Super annual membership (₹1,999) that would be ₹399.80, so it takes off its maximum, ₹300.');
  });

  it('finds a flat code worth more than the plan', () => {
    const big = giftCode({ code: 'BIG500', discount: 500 });
    const adjustment = couponAdjustment(english, big, quarterly(349, 'BIG500'));
    expect(adjustment).toMatchObject({ reason: 'PRICE', nominal: 500, applied: 349, toPay: 0, key: 'BIG500:3:PRICE' });
    expect(adjustmentText(english, adjustment!)).toBe('BIG500 is worth ₹500, more than the Quarterly membership costs (₹349), so it takes off ₹349. The rest of its value is not kept.');
  });

  it('finds a code for another plan, which takes nothing off this one', () => {
    const adjustment = couponAdjustment(english, superGift, annual(0, null));
    expect(adjustment).toMatchObject({ reason: 'PLAN', nominal: 500, applied: 0, toPay: 999, forVariant: 'PRIME_SUPER', key: 'SUPERGIFT:2:PLAN' });
    expect(adjustmentText(english, adjustment!, 'Super annual membership')).toBe('SUPERGIFT is for the Super annual membership only, so it takes nothing off the Annual membership.');
  });

  it.each([
    ['no code', null, annual(0, null)],
    ['no pre-order yet', festive, undefined],
    ['a percentage under its maximum (20% of ₹999 is ₹199.80)', festive, annual(199.8, 'FESTIVE20')],
    ['a flat code under the price', giftCode(), annual(100, 'WELCOME100')],
    ['a percentage without a maximum', giftCode({ code: 'HALF', discount: null, discountPercent: 50, maxDiscount: null }), annual(499.5, 'HALF')],
    ['a plan code on its own plan', superGift, superPlan(500, 'SUPERGIFT')],
    ['a pre-order asked before the code (no variant limit)', giftCode(), annual(0, null)],
  ])('finds nothing with %s', (_case, code, details) => {
    expect(couponAdjustment(english, code, details)).toBeNull();
  });
});
