import { describe, expect, it } from 'vitest';
import { exchangeOrigin, loginOriginFrom, type LoginEntryOrigin } from './loginOrigin';

describe('loginOriginFrom', () => {
  it.each<[string, unknown, LoginEntryOrigin]>([
    ['TRIAL', { origin: 'TRIAL' }, 'TRIAL'],
    ['PAYMENT', { origin: 'PAYMENT' }, 'PAYMENT'],
    ['LOGIN', { origin: 'LOGIN' }, 'LOGIN'],
    ['no state', null, 'LOGIN'],
    ['a state without origin', { from: '/payment' }, 'LOGIN'],
    ['an unknown origin', { origin: 'CAMPAIGN' }, 'LOGIN'],
    ['lower case is not an origin', { origin: 'trial' }, 'LOGIN'],
    ['a string state', 'TRIAL', 'LOGIN'],
  ])('%s', (_name, state, expected) => {
    expect(loginOriginFrom(state)).toBe(expected);
  });
});

describe('exchangeOrigin', () => {
  it.each<[LoginEntryOrigin | undefined, 'LOGIN' | 'TRIAL']>([
    ['TRIAL', 'TRIAL'],
    ['PAYMENT', 'LOGIN'],
    ['LOGIN', 'LOGIN'],
    [undefined, 'LOGIN'],
  ])('%s → %s', (origin, expected) => {
    expect(exchangeOrigin(origin)).toBe(expected);
  });
});
