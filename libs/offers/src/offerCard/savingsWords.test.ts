import { makeOffer } from '@rewards/api-client/testing';
import { savingsText, type SavingsOffer } from '@rewards/api-contract';
import { loadCatalogues, translate } from '@rewards/i18n';
import { describe, expect, it } from 'vitest';
import { offersCatalogue } from '../i18n/catalogue';
import { english } from '../testing/translate';
import { savingsWords } from './savingsWords';

const offers: [string, SavingsOffer][] = [
  ['an ordinary offer', makeOffer({ maxSavings: 1800 })],
  ['a membership offer', makeOffer({ maxSavings: 2400, membership: true })],
  ['paise', makeOffer({ maxSavings: 999.5 })],
  ['paise on a membership', makeOffer({ maxSavings: 2400.5, membership: true })],
  ['lakhs', makeOffer({ maxSavings: 125000 })],
  ['its own template', makeOffer({ maxSavings: 1800, savingsText: 'Save $savings on a plan worth $worth', mkt_worth: 5000 })],
];

describe('savingsWords in English says what the savings rule says', () => {
  it.each(offers)('%s', (_, offer) => {
    const rule = savingsText(offer);
    const home = savingsText(offer, { onHomeCard: true });
    expect(savingsWords(english, offer)).toEqual({ text: rule?.text, ...(rule?.secondary ? { note: rule.secondary } : {}) });
    expect(savingsWords(english, offer, { onHomeCard: true })).toEqual({ text: home?.prefix, amount: home?.amount, ...(home?.secondary ? { note: home.secondary } : {}) });
  });

  it.each([
    ['below the threshold', makeOffer({ maxSavings: 20 })],
    ['hidden', makeOffer({ maxSavings: 1800, hideSavings: true })],
    ['without savings', makeOffer({ maxSavings: null })],
  ])('none %s', (_, offer) => {
    expect(savingsWords(english, offer)).toBeNull();
  });
});

describe('savingsWords in Hindi', () => {
  it('says the amount in its place in the sentence, on cards and home cards', async () => {
    await loadCatalogues('hi', [offersCatalogue]);
    const hindi = (key: string, values?: Record<string, unknown>) => translate('hi', offersCatalogue, key, values);
    expect(savingsWords(hindi, makeOffer({ maxSavings: 1800 }))).toEqual({ text: '₹1,800 तक की बचत' });
    expect(savingsWords(hindi, makeOffer({ maxSavings: 1800 }), { onHomeCard: true })).toEqual({ text: 'बचत', amount: '₹1,800 तक' });
    expect(savingsWords(hindi, makeOffer({ maxSavings: 2400, membership: true }), { onHomeCard: true })).toEqual({ text: 'कीमत', amount: '₹2,400' });
  });
});
