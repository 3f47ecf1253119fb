import { savingsComparisonText, type SavingsComparison } from '@rewards/api-contract';
import { loadCatalogues, translate } from '@rewards/i18n';
import { describe, expect, it } from 'vitest';
import { offersCatalogue } from '../i18n/catalogue';
import { english } from '../testing/translate';
import { savingsComparison } from './savingsComparison';

describe('savingsComparison in English says what the contract says', () => {
  it.each<[string, number, SavingsComparison]>([
    ['times what was paid', 3796, { basis: 'PAID', amount: 999, ratio: 3.8 }],
    ['times a membership', 3200, { basis: 'PLAN_PRICE', amount: 999, ratio: 3.2 }],
    ['as much as was paid', 1050, { basis: 'PAID', amount: 999, ratio: 1.05 }],
    ['as much as a membership', 1000, { basis: 'PLAN_PRICE', amount: 999, ratio: 1 }],
    ['a share of what was paid', 450, { basis: 'PAID', amount: 999, ratio: 0.45 }],
    ['a share of a membership', 5, { basis: 'PLAN_PRICE', amount: 999, ratio: 0.005 }],
    ['nothing saved yet', 0, { basis: 'PAID', amount: 999, ratio: 0 }],
    ['no ratio', 100, { basis: 'PAID', amount: 999, ratio: null }],
  ])('%s', (_, total, comparison) => {
    expect(savingsComparison(english, total, comparison)).toBe(savingsComparisonText(total, comparison));
  });
});

describe('savingsComparison in Hindi', () => {
  it('says the ratio in Hindi', async () => {
    await loadCatalogues('hi', [offersCatalogue]);
    const hindi = (key: string, values?: Record<string, unknown>) => translate('hi', offersCatalogue, key, values);
    expect(savingsComparison(hindi, 3196, { basis: 'PAID', amount: 999, ratio: 3.1 }, 'hi')).toBe('आपने जितना पे किया (₹999), उसका 3.1 गुना बचा लिया है');
  });
});
