import type { SavingsComparison } from '@rewards/api-contract';
import { DEFAULT_LOCALE, formatNumber, type Locale, type Translate } from '@rewards/i18n';
import { formatWholeRupees } from '../i18n/format';

/**
 * The savings compared with what the membership cost, in the page's language: the contract's
 * `savingsComparisonText` in words of the membership catalogue. 'You have saved 3.2 times what you
 * paid (₹999)'; between 1 and 1.1 times 'as much as'; below that the share ('45% of what you paid
 * (₹999) so far'). With nothing paid the membership's price stands in. Null with no savings yet.
 */
export function savingsComparison(t: Translate, totalSavings: number, comparison: SavingsComparison, locale: Locale = DEFAULT_LOCALE): string | null {
  const { amount, ratio, basis } = comparison;
  if (totalSavings <= 0 || ratio === null || amount <= 0) return null;
  const price = formatWholeRupees(locale, amount);
  const paid = basis === 'PAID';
  if (ratio >= 1.1) {
    const times = formatNumber(locale, ratio, { maximumFractionDigits: 1 });
    return paid ? t('savings.comparison.timesPaid', { ratio: times, price }) : t('savings.comparison.timesPrice', { ratio: times, price });
  }
  if (ratio >= 1) return paid ? t('savings.comparison.asMuchPaid', { price }) : t('savings.comparison.asMuchPrice', { price });
  const percent = Math.max(1, Math.floor((totalSavings / amount) * 100));
  return paid ? t('savings.comparison.sharePaid', { percent, price }) : t('savings.comparison.sharePrice', { percent, price });
}
