import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { pendingToast, referralRevalidationCode, trialHandoverToast } from './pendingToast';

describe('trialHandoverToast', () => {
  it.each([
    [1, 'success', 'Your free trial is already active'],
    [2, 'error', 'Your free trial has expired'],
    [3, 'error', 'Your free trial was canceled'],
    [5, 'success', 'You are already a member of this plan'],
    [7, 'error', 'Your subscription was canceled'],
    [6, 'error', 'Your subscription has expired'],
    [9, 'error', 'Your subscription has expired'],
  ])('a free-trial login by primeProfile %i that lands elsewhere shows %s: %s', (primeProfile, tone, message) => {
    expect(trialHandoverToast(english, primeProfile)).toEqual({ tone, message });
  });

  it.each([0, 10])('says nothing to a member who may still start a trial (primeProfile %i)', (primeProfile) => {
    expect(trialHandoverToast(english, primeProfile)).toBeNull();
  });
});

describe('pendingToast', () => {
  it('shows nothing without notes', () => {
    expect(pendingToast(english, {})).toBeNull();
  });

  it('shows the referral failure as Code Not Applied with the saved text', () => {
    expect(pendingToast(english, { referralToast: { text: 'You have already been referred by another member' } })).toEqual({
      kind: 'referralToast',
      tone: 'error',
      title: 'Code Not Applied',
      message: 'You have already been referred by another member',
    });
  });

  it.each([null, ''])('falls back to the default referral text when the saved text is %j', (text) => {
    expect(pendingToast(english, { referralToast: { text } })?.message).toBe('Oops! we were unable to apply referral code, please try again');
  });

  it('shows the free-trial result before the referral failure', () => {
    expect(pendingToast(english, { trialToast: { primeProfile: 5 }, referralToast: { text: null } })?.kind).toBe('trialToast');
  });

  it('skips a trial note that needs no toast and shows the referral failure', () => {
    expect(pendingToast(english, { trialToast: { primeProfile: 0 }, referralToast: { text: null } })?.kind).toBe('referralToast');
  });
});

describe('referralRevalidationCode', () => {
  it.each([
    ['a referral result with its own, different code', 'ASHAVIP', { type: 'REFERRAL', code: 'ASHA123' }, 'ASHA123'],
    ['a referral result with the same code', 'ASHA123', { type: 'REFERRAL', code: 'ASHA123' }, null],
    ['the same referral code written differently', 'asha-123', { type: 'REFERRAL', code: 'ASHA123' }, null],
    ['a gift code', 'WELCOME100', { type: 'GC', code: 'OTHER100' }, null],
  ] as const)('%s: revalidate with %s → %s', (_case, requested, details, expected) => {
    expect(referralRevalidationCode(requested, details)).toBe(expected);
  });
});
