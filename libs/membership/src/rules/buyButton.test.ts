import { describe, expect, it } from 'vitest';
import { buyButtonAction, isBuyButtonVisible, paymentUrl } from './buyButton';

describe('isBuyButtonVisible', () => {
  it.each([
    ['a visitor', 'loggedOut', false, false, false, true],
    ['a login under way', 'loggingIn', false, false, false, true],
    ['a member who must pay', 'loggedIn', true, false, false, true],
    ['a member who need not pay', 'loggedIn', false, false, false, false],
    ['a member who need not pay, on offer detail', 'loggedIn', false, true, false, true],
    ['a member who need not pay, in an intervention transaction', 'loggedIn', false, false, true, true],
  ] as const)('%s: %s', (_case, status, paymentRequired, onOfferDetail, interventionTransaction, visible) => {
    expect(isBuyButtonVisible({ status, paymentRequired, onOfferDetail, interventionTransaction })).toBe(visible);
  });
});

describe('buyButtonAction, logged in', () => {
  it.each([
    ['REVIEW_ORDER with a promo', { actionType: 'REVIEW_ORDER', couponCode: 'SAVE200' }, null, '/payment?promo=SAVE200'],
    ['OFFER', { actionType: 'OFFER', offerPath: '/categories/food/brewhouse' }, null, '/categories/food/brewhouse'],
    ['a gift code', null, { code: 'GIFT100' }, '/payment?promo=GIFT100'],
    ['a gift code with a subscription variant', null, { code: 'GIFT100', subscriptionVariant: 'ANNUAL' }, '/payment?promo=GIFT100&preferredVariant=ANNUAL'],
    ['a plain join', { actionType: 'GUEST_CHECKOUT', couponCode: null }, null, '/payment'],
    ['REVIEW_ORDER without a promo falls back to the gift code', { actionType: 'REVIEW_ORDER', couponCode: null }, { code: 'GIFT100' }, '/payment?promo=GIFT100'],
  ] as const)('%s goes to %s', (_case, promo, giftCode, to) => {
    expect(buyButtonAction({ status: 'loggedIn', flow: 'payment', promo, giftCode })).toEqual({ kind: 'navigate', to });
  });
});

describe('buyButtonAction on an offer detail page', () => {
  it.each([
    ['a member who need not pay gets the app-install prompt', 'loggedIn', false, { kind: 'appInstall' }],
    ['a member who must pay gets the app-install prompt too (spec: logged in on offer detail)', 'loggedIn', true, { kind: 'appInstall' }],
    ['a visitor signs in for payment', 'loggedOut', false, { kind: 'signIn', origin: 'PAYMENT', flow: 'payment' }],
  ] as const)('%s', (_case, status, _paymentRequired, action) => {
    expect(buyButtonAction({ status, flow: 'payment', onOfferDetail: true })).toEqual(action);
  });

  it('is only on offer detail: elsewhere a member who need not pay still navigates', () => {
    expect(buyButtonAction({ status: 'loggedIn', flow: 'payment' })).toEqual({ kind: 'navigate', to: '/payment' });
  });
});

describe('buyButtonAction, not logged in', () => {
  it.each([
    ['payment', 'loggedOut', 'payment', null, null, { kind: 'signIn', origin: 'PAYMENT', flow: 'payment' }],
    ['free trial', 'loggedOut', 'trial', null, null, { kind: 'signIn', origin: 'TRIAL', flow: 'trial' }],
    ['payment with a gift code', 'loggedOut', 'payment', null, { code: 'GIFT100' }, { kind: 'signIn', origin: 'PAYMENT', flow: 'payment', code: 'GIFT100' }],
    [
      'campaign REVIEW_ORDER stores the campaign code',
      'loggedOut',
      'campaign',
      { actionType: 'REVIEW_ORDER', couponCode: 'CAMP50' },
      null,
      { kind: 'signIn', origin: 'PAYMENT', flow: 'campaign', code: 'CAMP50', storeCampaignCode: 'CAMP50' },
    ],
    ['a GUEST session (not logged in)', 'loggedOut', 'payment', { actionType: 'REVIEW_ORDER', couponCode: 'SAVE200' }, null, { kind: 'signIn', origin: 'PAYMENT', flow: 'payment', code: 'SAVE200' }],
  ] as const)('%s opens sign-in', (_case, status, flow, promo, giftCode, action) => {
    expect(buyButtonAction({ status, flow, promo, giftCode })).toEqual(action);
  });
});

describe('buyButtonAction, guest checkout (the join block)', () => {
  it.each([
    ['a visitor on the default join (GUEST_CHECKOUT) starts a guest checkout', { guestCheckout: true, ctaActionType: 'GUEST_CHECKOUT' }, { kind: 'signIn', origin: 'PAYMENT', flow: 'payment', loginType: 'GUEST' }],
    ['with a gift code, carried along', { guestCheckout: true, ctaActionType: 'GUEST_CHECKOUT', giftCode: { code: 'WELCOME100' } }, { kind: 'signIn', origin: 'PAYMENT', flow: 'payment', code: 'WELCOME100', loginType: 'GUEST' }],
    ['not where the plan CTA answers another action', { guestCheckout: true, ctaActionType: 'REVIEW_ORDER' }, { kind: 'signIn', origin: 'PAYMENT', flow: 'payment' }],
    ['not on other buy buttons (an offer page)', { guestCheckout: false, ctaActionType: 'GUEST_CHECKOUT', onOfferDetail: true }, { kind: 'signIn', origin: 'PAYMENT', flow: 'payment' }],
    ['not for the free trial, which needs a login', { guestCheckout: true, ctaActionType: 'GUEST_CHECKOUT', flow: 'trial' as const }, { kind: 'signIn', origin: 'TRIAL', flow: 'trial' }],
    ['not while a login is under way', { guestCheckout: true, ctaActionType: 'GUEST_CHECKOUT', status: 'loggingIn' as const }, { kind: 'signIn', origin: 'PAYMENT', flow: 'payment' }],
  ])('%s', (_case, input, action) => {
    expect(buyButtonAction({ status: 'loggedOut', flow: 'payment', ...input })).toEqual(action);
  });
});

describe('buyButtonAction, a GUEST session (may pay, not logged in)', () => {
  it.each([
    ['goes straight to payment', null, null, { kind: 'navigate', to: '/payment' }],
    ['with a gift code as the promo', null, { code: 'GIFT100' }, { kind: 'navigate', to: '/payment?promo=GIFT100' }],
    ['REVIEW_ORDER with its promo', { actionType: 'REVIEW_ORDER', couponCode: 'SAVE200' }, null, { kind: 'navigate', to: '/payment?promo=SAVE200' }],
    ['an offer still needs a login', { actionType: 'OFFER', offerPath: '/categories/food/brewhouse' }, null, { kind: 'signIn', origin: 'PAYMENT', flow: 'payment' }],
  ] as const)('%s', (_case, promo, giftCode, action) => {
    expect(buyButtonAction({ status: 'loggedOut', loginType: 'GUEST', flow: 'payment', promo, giftCode })).toEqual(action);
  });

  it('the free trial still needs a login', () => {
    expect(buyButtonAction({ status: 'loggedOut', loginType: 'GUEST', flow: 'trial' })).toEqual({ kind: 'signIn', origin: 'TRIAL', flow: 'trial' });
  });
});

describe('paymentUrl', () => {
  it('encodes the code', () => {
    expect(paymentUrl('A B&C')).toBe('/payment?promo=A+B%26C');
  });
});
