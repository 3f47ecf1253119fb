import { describe, expect, it } from 'vitest';
import { guestDestination, sessionLoginType, type LoginPreference } from './guestCheckout';

describe('sessionLoginType', () => {
  it.each<[string, LoginPreference | undefined, 'SSO' | 'GUEST' | undefined, 'SSO' | 'GUEST']>([
    ['a guest checkout of a mobile with no verified account is a GUEST session', 'GUEST', 'GUEST', 'GUEST'],
    ['a guest checkout of a verified member is the ordinary login', 'GUEST', 'SSO', 'SSO'],
    ['a guest checkout before pre-login answered is the ordinary login', 'GUEST', undefined, 'SSO'],
    ['the ordinary login of a new mobile stays the ordinary login', 'login', 'GUEST', 'SSO'],
    ['no preference is the ordinary login', undefined, 'GUEST', 'SSO'],
  ])('%s', (_name, preference, preLoginType, expected) => {
    expect(sessionLoginType(preference, preLoginType ? { loginType: preLoginType } : undefined)).toBe(expected);
  });
});

describe('guestDestination', () => {
  it.each([
    ['the payment page', undefined, undefined, '/payment'],
    ['the payment page with a code typed at login', 'WELCOME100', undefined, '/payment?promo=WELCOME100'],
    ['a code wins over where they were going', 'WELCOME100', '/payment/make-payment', '/payment?promo=WELCOME100'],
    ['the payment step they were sent to log in from', undefined, '/payment?promo=FESTIVE20', '/payment?promo=FESTIVE20'],
    ['a payment sub-step', undefined, '/payment/make-payment', '/payment/make-payment'],
    ['never a member page', undefined, '/profile', '/payment'],
    ['never a look-alike path', undefined, '/paymentOffer/brewhouse', '/payment'],
  ])('%s', (_name, code, returnTo, expected) => {
    expect(guestDestination(code, returnTo)).toBe(expected);
  });
});
