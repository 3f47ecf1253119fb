import { DEFAULT_LOCALE, type Locale, type Translate } from '@rewards/i18n';
import { formatRupees } from '../i18n/format';

export interface PriceInput {
  /** The list price. */
  subscriptionAmount: number;
  /** What the gateway will charge. */
  pgAmount: number;
}

export interface PriceDisplay {
  /** 'PAY ₹999'. */
  label: string;
  /** The list price, struck out, only when the member pays less than it. */
  strikethrough: string | null;
  /** The button's accessible name (screen readers do not announce a strike-through): 'PAY ₹999 instead of ₹1,199'. */
  accessibleLabel: string;
}

/**
 * Spec §4: the payment button reads PAY plus the rupee pgAmount, the list price struck out when
 * higher; in the page's language (`t`, the membership catalogue's).
 */
export function priceDisplay(t: Translate, { subscriptionAmount, pgAmount }: PriceInput, locale: Locale = DEFAULT_LOCALE): PriceDisplay {
  const amount = formatRupees(locale, pgAmount);
  const strikethrough = pgAmount < subscriptionAmount ? formatRupees(locale, subscriptionAmount) : null;
  const label = t('price.pay', { amount });
  return {
    label,
    strikethrough,
    accessibleLabel: strikethrough ? t('price.struck', { price: label, insteadOf: t('price.insteadOf'), listPrice: strikethrough }) : label,
  };
}
