import type { SubscriptionVariant } from '@rewards/api-contract';
import { DEFAULT_LOCALE, type Locale, type Translate } from '@rewards/i18n';
import { formatRupees } from '../i18n/format';
import { paymentUrl } from '../rules/buyButton';

/** The super membership's subscription variant (seed: PRIME_SUPER, ₹1,999 for 365 days). */
export const SUPER_VARIANT = 'PRIME_SUPER';
export const SUPER_PAGE_PATH = '/timesprimesuper';
/** Where JOIN SUPER goes: the payment page with the super plan chosen (a visitor signs in first). */
export const SUPER_PAYMENT_URL = paymentUrl(null, SUPER_VARIANT);

export interface SuperComparison {
  superPlan: SubscriptionVariant;
  /** The plan super is compared with: the preferred paid plan that is not super. */
  basePlan: SubscriptionVariant | undefined;
}

/** The super plan and the plan it adds to, from the plans on sale (undefined when super is not on sale). */
export function superComparison(plans: readonly SubscriptionVariant[]): SuperComparison | undefined {
  const paid = plans.filter((plan) => plan.planType === 'PAYMENT');
  const superPlan = paid.find((plan) => plan.variantName === SUPER_VARIANT);
  if (!superPlan) return undefined;
  const others = paid.filter((plan) => plan !== superPlan);
  return { superPlan, basePlan: others.find((plan) => plan.preferred) ?? others[0] };
}

/** '₹1,999 for 365 days', in the page's language. */
export function planPriceText(t: Translate, plan: Pick<SubscriptionVariant, 'pgAmount' | 'durationDays'>, locale: Locale = DEFAULT_LOCALE): string {
  return t('super.planPrice', { price: formatRupees(locale, plan.pgAmount), days: plan.durationDays });
}
