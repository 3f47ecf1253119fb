import { ApiError } from '@rewards/api-client';
import { giftCode } from '@rewards/api-client/testing';
import { CODE_MESSAGES, INVALID_CODE_MESSAGE, PAYMENT_MESSAGES } from '@rewards/api-contract';
import { loadCatalogues, translate, type Translate } from '@rewards/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { codeAppliedMessage, codeValidity } from '../rules/codeApplied';
import { codeErrorMessage, paymentErrorMessage } from '../rules/codeError';
import { exitIntentText } from '../rules/exitIntent';
import { priceDisplay } from '../rules/price';
import { chartColumns, compactRupees } from '../rules/savingsChart';
import { english } from '../testing/translate';
import { membershipCatalogue } from './catalogue';
import { formatMonthIn, istDate } from './format';

const refusedWithoutWords = (systemErrorCode: string) => new ApiError(400, { success: false, systemErrorCode, responseMessage: systemErrorCode, userMessage: '' });

describe('the catalogue says the contract’s own words in English', () => {
  it.each(Object.entries(CODE_MESSAGES))('a code refused as %s without words: %s', (code, text) => {
    expect(codeErrorMessage(english, refusedWithoutWords(code))).toBe(text);
  });

  it.each(Object.entries(PAYMENT_MESSAGES))('a payment call refused as %s without words: %s', (code, text) => {
    expect(paymentErrorMessage(english, refusedWithoutWords(code))).toBe(text);
  });

  it('an unknown refusal', () => {
    expect(codeErrorMessage(english, refusedWithoutWords('X'))).toBe(INVALID_CODE_MESSAGE);
  });

});

describe('in Hindi', () => {
  let hindi: Translate;
  beforeAll(async () => {
    await loadCatalogues('hi', [membershipCatalogue]);
    hindi = (key, values) => translate('hi', membershipCatalogue, key, values);
  });

  it('the pay button puts the list price first', () => {
    expect(priceDisplay(hindi, { subscriptionAmount: 1199, pgAmount: 999 }, 'hi')).toEqual({ label: '₹999 पे करें', strikethrough: '₹1,199', accessibleLabel: '₹1,199 की जगह ₹999 पे करें' });
    expect(priceDisplay(hindi, { subscriptionAmount: 150000, pgAmount: 125000 }, 'hi').label).toBe('₹1,25,000 पे करें');
  });

  it('words a code’s saving, and its end date with the month in Hindi', () => {
    expect(codeAppliedMessage(hindi, giftCode({ offerText: null, discount: null, discountPercent: 20, maxDiscount: 300 }), 'hi')).toBe('मेंबरशिप पर आपको 20% की बचत, ज़्यादा से ज़्यादा ₹300');
    expect(codeValidity(hindi, '2026-12-31T18:29:59Z', new Date('2026-11-22T04:30:00Z'), 'hi')).toBe('31 दिसंबर 2026 तक मान्य');
    expect(codeValidity(hindi, '2026-11-22T18:29:00Z', new Date('2026-11-22T04:30:00Z'), 'hi')).toBe('आज ख़त्म हो रहा है');
  });

  it('counts days with the plural', () => {
    expect(exitIntentText(hindi, 30)).toBe('30 दिनों के लिए टॉप 8 ब्रैंड्स का FREE ऐक्सेस पाएँ');
    expect(exitIntentText(english, 1)).toBe('Get FREE access to top 8 brands for 1 day');
  });

  it('the savings in Hindi: months and compact figures', () => {
    expect(formatMonthIn('hi', '2026-11', 'long')).toBe('नवंबर 2026');
    expect(chartColumns([{ month: '2026-11', savings: 600, count: 1 }], 'hi')[0]).toMatchObject({ monthName: 'नव॰', year: '2026' });
    expect(compactRupees(130000, 'hi')).toMatch(/^₹1\.3\s+लाख$/u);
  });

  it('dates in India’s time, English as the contract writes them', () => {
    expect(istDate('en', '2026-09-22T20:00:00Z')).toBe('23 Sep 2026');
    expect(istDate('hi', '2026-09-22T20:00:00Z')).toBe('23 सितंबर 2026');
    expect(istDate('hi', null)).toBe('');
    expect(istDate('hi', 'not a date')).toBe('');
  });
});
