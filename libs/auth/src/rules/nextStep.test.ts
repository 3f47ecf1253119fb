import { describe, expect, it } from 'vitest';
import { nextStepAfterLogin, showsPaymentSuccess, type NextStep } from './nextStep';

const core = { home: '/userfeed', categoriesPath: '/categories' };
const shopper = { home: '/user-shopper-stop', categoriesPath: '/categoriesshoppercard' };

describe('nextStepAfterLogin', () => {
  it.each<[string, NextStep]>([
    ['SHOW_HOME', { kind: 'navigate', to: '/userfeed' }],
    ['SHOW_BENEFITS', { kind: 'navigate', to: '/categories' }],
    ['SHOW_VALUE_PROP', { kind: 'navigate', to: '/', state: { show: 'valueProp' } }],
    ['SHOW_PAYMENT', { kind: 'navigate', to: '/payment' }],
    ['INITIATE_PAYMENT', { kind: 'navigate', to: '/payment' }],
    ['PROVIDE_TRIAL_SUBSCRIPTION_TO_USER', { kind: 'trial' }],
    ['GET_AND_CONFIRM_EMAIL_FROM_USER', { kind: 'screen', screen: 'COMPLETE_EMAIL' }],
    ['CONFIRM_EMAIL_FROM_USER', { kind: 'screen', screen: 'CONFIRM_EMAIL' }],
    ['GET_CONFIRMED_MOBILE_FROM_PARENT_APP', { kind: 'screen', screen: 'ADD_MOBILE' }],
    ['GET_AND_CONFIRM_MOBILE_FROM_USER', { kind: 'screen', screen: 'ADD_MOBILE' }],
    ['CONFIRM_MOBILE_FROM_USER', { kind: 'screen', screen: 'CONFIRM_MOBILE' }],
    ['EMAIL_CONFIRMED', { kind: 'done', to: '/userfeed' }],
    ['MOBILE_CONFIRMED', { kind: 'done', to: '/userfeed' }],
    ['ADD_EMAIL', { kind: 'done', to: '/userfeed' }],
    ['ADD_MOBILE', { kind: 'done', to: '/userfeed' }],
    ['SOMETHING_NEW', { kind: 'error' }],
    ['', { kind: 'error' }],
    ['toString', { kind: 'error' }],
  ])('%s on the core site', (action, expected) => {
    expect(nextStepAfterLogin(action, core)).toEqual(expected);
  });

  it('leads to the error screen without an action', () => {
    expect(nextStepAfterLogin(undefined, core)).toEqual({ kind: 'error' });
  });

  it.each<[string, NextStep]>([
    ['SHOW_HOME', { kind: 'navigate', to: '/user-shopper-stop' }],
    ['SHOW_BENEFITS', { kind: 'navigate', to: '/categoriesshoppercard' }],
    ['ADD_MOBILE', { kind: 'done', to: '/user-shopper-stop' }],
  ])('%s uses the partner’s own paths', (action, expected) => {
    expect(nextStepAfterLogin(action, shopper)).toEqual(expected);
  });
});

describe('showsPaymentSuccess (spec §4: primeProfile 5 with a matching stored order id)', () => {
  it.each<[string, { primeProfile: number; orderId: string | null } | undefined, string | undefined, boolean]>([
    ['paid, the stored order', { primeProfile: 5, orderId: 'ord_1' }, 'ord_1', true],
    ['paid, another order', { primeProfile: 5, orderId: 'ord_2' }, 'ord_1', false],
    ['paid, nothing stored', { primeProfile: 5, orderId: 'ord_1' }, undefined, false],
    ['paid, no order on the account', { primeProfile: 5, orderId: null }, 'ord_1', false],
    ['on the trial, the stored order', { primeProfile: 1, orderId: 'ord_1' }, 'ord_1', false],
    ['no member', undefined, 'ord_1', false],
  ])('%s: %s', (_label, user, stored, expected) => {
    expect(showsPaymentSuccess(user, stored)).toBe(expected);
  });
});
