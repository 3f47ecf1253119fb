import { formatRupees } from '@rewards/api-contract';

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

/** Spec §4: the payment button reads PAY plus the rupee pgAmount, the list price struck out when higher. */
export function priceDisplay({ subscriptionAmount, pgAmount }: PriceInput): PriceDisplay {
  const pay = formatRupees(pgAmount);
  const strikethrough = pgAmount < subscriptionAmount ? formatRupees(subscriptionAmount) : null;
  return {
    label: `PAY ${pay}`,
    strikethrough,
    accessibleLabel: strikethrough ? `PAY ${pay} instead of ${strikethrough}` : `PAY ${pay}`,
  };
}
