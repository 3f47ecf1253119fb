import { giftCode } from '@rewards/api-client/testing';
import type { CodeDetails } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { appliedCodeLine, codeAppliedMessage, codeValidity, referrerLine } from './codeApplied';

describe('codeAppliedMessage', () => {
  it.each<[string, Partial<CodeDetails>, string]>([
    ['the offer text first', { offerText: '₹100 off your membership', discount: 100 }, '₹100 off your membership'],
    ['a flat discount in rupees', { offerText: null, discount: 200 }, 'You save ₹200 on your membership'],
    ['Indian digit grouping', { offerText: '  ', discount: 1500 }, 'You save ₹1,500 on your membership'],
    ['a percentage with its cap', { offerText: null, discount: null, discountPercent: 20, maxDiscount: 300 }, 'You save 20% on your membership, up to ₹300'],
    ['a percentage without a cap', { offerText: null, discount: null, discountPercent: 10, maxDiscount: null }, 'You save 10% on your membership'],
    ["the server's message when nothing else says it", { offerText: null, discount: null, discountPercent: null, userMessage: 'Super membership unlocked' }, 'Super membership unlocked'],
    ['a default when the server said nothing', { offerText: null, discount: null, discountPercent: null, userMessage: '' }, 'Your code is applied to your membership.'],
  ])('%s', (_case, overrides, message) => {
    expect(codeAppliedMessage(english, giftCode(overrides))).toBe(message);
  });
});

describe('appliedCodeLine (the strip of an applied code)', () => {
  it.each<[string, Partial<CodeDetails>, string]>([
    ['a gift code with its offer text', { code: 'WELCOME100', type: 'GC', offerText: '₹100 off your membership', discount: 100 }, 'Code WELCOME100 applied: ₹100 off your membership'],
    ['a referral code, which has no offer text: its saving in words', { code: 'KABIR3212', type: 'REFERRAL', offerText: null, discount: 200, userMessage: 'Code applied! You save ₹200' }, 'Code KABIR3212 applied: You save ₹200 on your membership'],
    ['a percentage code without offer text', { code: 'PCT10', type: 'PROMO', offerText: null, discount: null, discountPercent: 10, maxDiscount: 150 }, 'Code PCT10 applied: You save 10% on your membership, up to ₹150'],
  ])('%s', (_case, overrides, line) => {
    expect(appliedCodeLine(english, giftCode(overrides))).toBe(line);
  });
});

describe('referrerLine', () => {
  it.each<[Partial<CodeDetails>, string | null]>([
    [{ type: 'REFERRAL', referrerName: 'Aarav' }, 'Referred by Aarav'],
    [{ type: 'REFERRAL', referrerName: null }, 'A referral code from a member'],
    [{ type: 'GC', referrerName: null }, null],
    [{ type: 'PROMO', referrerName: 'Aarav' }, null],
  ])('%o → %s', (overrides, line) => {
    expect(referrerLine(english, giftCode(overrides))).toBe(line);
  });
});

describe('codeValidity', () => {
  // 22 Nov 2026, 10:00 in India.
  const now = new Date('2026-11-22T04:30:00Z');
  it.each<[string | null, string | null]>([
    [null, null],
    ['not a date', null],
    // the last minute of the day in India, and the first of the next
    ['2026-11-22T18:29:00Z', 'Ends today'],
    ['2026-11-22T18:30:00Z', 'Valid till 23 Nov 2026'],
    ['2026-12-31T18:29:59Z', 'Valid till 31 Dec 2026'],
  ])('%s → %s', (endTime, text) => {
    expect(codeValidity(english, endTime, now)).toBe(text);
  });
});
