import { describe, expect, it } from 'vitest';
import { initialScreen, type InitialScreen, type InitialScreenInput } from './initialScreen';

describe('initialScreen', () => {
  it.each<[string, InitialScreenInput, InitialScreen]>([
    ['nothing known', {}, { screen: 'ENTER_MOBILE', mobile: '' }],
    ['an sso mobile on the core site', { ssoMobile: '9876543210' }, { screen: 'CONFIRM_MOBILE', mobile: '9876543210' }],
    ['an sso mobile with +91', { ssoMobile: '+91 98765 43210' }, { screen: 'CONFIRM_MOBILE', mobile: '9876543210' }],
    ['an sso mobile on a retail variant is prefilled', { ssoMobile: '9876543210', retailVariant: true }, { screen: 'ENTER_MOBILE', mobile: '9876543210' }],
    ['an invalid sso mobile is ignored', { ssoMobile: '12345' }, { screen: 'ENTER_MOBILE', mobile: '' }],
    ['a prefill without sso data', { prefill: '9876543210' }, { screen: 'ENTER_MOBILE', mobile: '9876543210' }],
    ['a prefill is sanitised', { prefill: '98765-43210x' }, { screen: 'ENTER_MOBILE', mobile: '9876543210' }],
    ['sso data wins over a prefill', { ssoMobile: '9876543210', prefill: '9123456789' }, { screen: 'CONFIRM_MOBILE', mobile: '9876543210' }],
    ['a retail variant without sso data', { retailVariant: true, prefill: '9123456789' }, { screen: 'ENTER_MOBILE', mobile: '9123456789' }],
  ])('%s', (_name, input, expected) => {
    expect(initialScreen(input)).toEqual(expected);
  });
});
