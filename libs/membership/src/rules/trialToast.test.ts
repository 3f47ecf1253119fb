import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { trialToast } from './trialToast';

describe('trialToast', () => {
  it.each([
    [1, true, 30, 'success', 'Your 30 Days Free Trial is now active'],
    [1, true, null, 'success', 'Your Free Trial is now active'],
    [1, false, 30, 'success', 'Your free trial is already active'],
    [2, false, 30, 'error', 'Your free trial has expired'],
    [3, false, 30, 'error', 'Your free trial was canceled'],
    [5, false, 30, 'success', 'You are already a member of this plan'],
    [7, false, 30, 'error', 'Your subscription was canceled'],
    [6, false, 30, 'error', 'Your subscription has expired'],
    [0, false, 30, 'error', 'Your subscription has expired'],
    [9, false, 30, 'error', 'Your subscription has expired'],
  ])('primeProfile %i (just activated: %s, %s days) is a %s toast: %s', (primeProfile, justActivated, trialDays, tone, message) => {
    expect(trialToast(english, { primeProfile, justActivated, trialDays })).toEqual({ tone, message });
  });
});
