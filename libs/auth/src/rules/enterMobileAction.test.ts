import { describe, expect, it } from 'vitest';
import { canSubmitMobile, emailLoginAllowed, enterMobileAction, type EnterMobileAction, type LoginVariant } from './enterMobileAction';

describe('enterMobileAction', () => {
  it.each<[string, LoginVariant | undefined, EnterMobileAction]>([
    ['the core site', undefined, { label: 'JOIN NOW', codeRequired: false }],
    ['a retail partner with helper text', { helperText: 'Use the number you registered with', retail: true }, { label: 'JOIN NOW', codeRequired: false }],
    ['the coupon field tagged Register', { couponField: { buttonTag: 'Register' } }, { label: 'CLAIM OFFER', codeRequired: true }],
    ['the coupon field with another tag', { couponField: { buttonTag: 'Login' } }, { label: 'JOIN NOW', codeRequired: false }],
    ['the card-network modal', { cardNetworkModal: true }, { label: 'Continue', codeRequired: false }],
  ])('%s', (_name, variant, expected) => {
    expect(enterMobileAction(variant)).toEqual(expected);
  });
});

describe('canSubmitMobile', () => {
  const join = enterMobileAction();
  const claim = enterMobileAction({ couponField: { buttonTag: 'Register' } });
  it.each<[string, boolean, string, EnterMobileAction, boolean]>([
    ['JOIN NOW with a valid mobile', true, '', join, true],
    ['JOIN NOW with an invalid mobile', false, '', join, false],
    ['CLAIM OFFER with a valid mobile and a code', true, 'SS100', claim, true],
    ['CLAIM OFFER without a code', true, '', claim, false],
    ['CLAIM OFFER with a blank code', true, '   ', claim, false],
    ['CLAIM OFFER with a code but an invalid mobile', false, 'SS100', claim, false],
  ])('%s', (_name, valid, code, action, expected) => {
    expect(canSubmitMobile(valid, code, action)).toBe(expected);
  });
});

describe('emailLoginAllowed', () => {
  it.each<[string, boolean, LoginVariant | undefined, boolean]>([
    ['the core site', false, undefined, true],
    ['a co-brand channel', true, undefined, false],
    ['a retail variant', false, { retail: true }, false],
    ['the coupon field', false, { couponField: { buttonTag: 'Register' } }, false],
    ['the card-network modal', false, { cardNetworkModal: true }, false],
    ['helper text about the enrolled number', false, { helperText: 'Use the number you registered with' }, false],
  ])('%s: %s', (_name, partnerChannel, variant, expected) => {
    expect(emailLoginAllowed(partnerChannel, variant)).toBe(expected);
  });
});
