import { formatWholeRupees, type SavingsComparison } from '@rewards/api-contract';
import { DEFAULT_LOCALE, formatNumber, useLocale, useT, type Locale, type Translate } from '@rewards/i18n';
import { useCallback } from 'react';
import { offersCatalogue } from '../i18n/catalogue';

/**
 * The savings compared with what the membership cost, in the page's language (`t`, the
 * offers catalogue's; useSavingsComparison gives it): the contract's `savingsComparisonText` in words of the catalogue.
 * 'You have saved 3.2 times what you paid (₹999)'; between 1 and 1.1 times 'as much as'; below that
 * the share ('45% of what you paid (₹999) so far'). With nothing paid the membership's price stands
 * in. Null with no savings yet.
 */
export function savingsComparison(t: Translate, totalSavings: number, comparison: SavingsComparison, locale: Locale = DEFAULT_LOCALE): string | null {
  const { amount, ratio, basis } = comparison;
  if (totalSavings <= 0 || ratio === null || amount <= 0) return null;
  // ₹ with Indian grouping reads the same in hi-IN
  const price = formatWholeRupees(amount);
  const paid = basis === 'PAID';
  if (ratio >= 1.1) {
    const times = formatNumber(locale, ratio, { maximumFractionDigits: 1 });
    return paid ? t('savingsComparison.timesPaid', { ratio: times, price }) : t('savingsComparison.timesPrice', { ratio: times, price });
  }
  if (ratio >= 1) return paid ? t('savingsComparison.asMuchPaid', { price }) : t('savingsComparison.asMuchPrice', { price });
  const percent = Math.max(1, Math.floor((totalSavings / amount) * 100));
  return paid ? t('savingsComparison.sharePaid', { percent, price }) : t('savingsComparison.sharePrice', { percent, price });
}

/** `savingsComparison` in the page's language, for the savings tracker and the offer page's savings prompt. */
export function useSavingsComparison(): (totalSavings: number, comparison: SavingsComparison) => string | null {
  const t = useT(offersCatalogue);
  const locale = useLocale();
  return useCallback((totalSavings, comparison) => savingsComparison(t, totalSavings, comparison, locale), [t, locale]);
}
