// When the code the member applied saves less on the chosen plan than the code itself says: its
// percentage reached the code's maximum, its flat amount is more than the plan costs, or it is
// for another plan. The review step explains it in the savings coupon adjustment pop-up.
import type { CodeDetails, PreOrderDetails } from '@rewards/api-contract';
import { DEFAULT_LOCALE, type Locale, type Translate } from '@rewards/i18n';
import { formatRupees } from '../i18n/format';

export type AdjustmentReason = 'CAPPED' | 'PRICE' | 'PLAN';

export interface CouponAdjustment {
  /** One per code, plan and reason: the pop-up says it once. */
  key: string;
  reason: AdjustmentReason;
  code: string;
  /** What the code is worth, in the code's own terms: '20% off, up to ₹300', '₹500 off'. */
  codeTerms: string;
  /** The plan chosen, and its price before codes (rupees). */
  planName: string;
  planPrice: number;
  /** What the code's terms alone would take off this plan (rupees). */
  nominal: number;
  /** What it takes off (rupees). */
  applied: number;
  /** What the member pays. */
  toPay: number;
  /** For PLAN: the variant the code is for. */
  forVariant: string | null;
}

function codeTerms(t: Translate, code: CodeDetails, locale: Locale): string {
  if (code.discount !== null) return t('couponAdjustment.termsFlat', { amount: formatRupees(locale, code.discount) });
  const percent = code.discountPercent ?? 0;
  return code.maxDiscount !== null ? t('couponAdjustment.termsPercentCapped', { percent, cap: formatRupees(locale, code.maxDiscount) }) : t('couponAdjustment.termsPercent', { percent });
}

/** Paise of a percentage of a price, rounded down as the server does. */
const percentOf = (pricePaise: number, percent: number) => Math.floor((pricePaise * percent) / 100);

/**
 * The adjustment between the applied code and the pre-order for the plan chosen, or null when the
 * code saves what it says (or nothing is applied, or the pre-order is for another code). The code's
 * terms are in the page's language (`t`, the membership catalogue's).
 */
export function couponAdjustment(t: Translate, code: CodeDetails | null, details: PreOrderDetails | undefined, locale: Locale = DEFAULT_LOCALE): CouponAdjustment | null {
  if (!code || !details) return null;
  const pricePaise = Math.round((details.pgAmount + details.gcAmount + details.referralBalance) * 100);
  const base = { code: code.code, codeTerms: codeTerms(t, code, locale), planName: details.variantDisplayName, planPrice: pricePaise / 100, toPay: details.pgAmount };
  const forVariants = code.subscriptionVariants.length > 0 ? code.subscriptionVariants : code.subscriptionVariant ? [code.subscriptionVariant] : [];

  if (details.gc !== code.code) {
    // The pre-order left the code out: it is for another plan.
    if (forVariants.length === 0 || forVariants.includes(details.variantName)) return null;
    const nominalPaise = code.discount !== null ? Math.round(code.discount * 100) : percentOf(pricePaise, code.discountPercent ?? 0);
    return { ...base, key: `${code.code}:${details.variantId}:PLAN`, reason: 'PLAN', nominal: nominalPaise / 100, applied: 0, forVariant: forVariants[0] ?? null };
  }

  const appliedPaise = Math.round(details.gcAmount * 100);
  if (code.discount !== null) {
    const nominalPaise = Math.round(code.discount * 100);
    if (nominalPaise <= appliedPaise) return null;
    return { ...base, key: `${code.code}:${details.variantId}:PRICE`, reason: 'PRICE', nominal: nominalPaise / 100, applied: appliedPaise / 100, forVariant: null };
  }
  if (code.discountPercent !== null && code.maxDiscount !== null) {
    const nominalPaise = percentOf(pricePaise, code.discountPercent);
    if (nominalPaise <= appliedPaise) return null;
    return { ...base, key: `${code.code}:${details.variantId}:CAPPED`, reason: 'CAPPED', nominal: nominalPaise / 100, applied: appliedPaise / 100, forVariant: null };
  }
  return null;
}

/** The pop-up's one-line explanation of the adjustment, in the page's language. */
export function adjustmentText(t: Translate, adjustment: CouponAdjustment, forPlanName?: string, locale: Locale = DEFAULT_LOCALE): string {
  const { code, codeTerms: terms, planName: plan } = adjustment;
  const [price, nominal, applied] = [adjustment.planPrice, adjustment.nominal, adjustment.applied].map((amount) => formatRupees(locale, amount));
  switch (adjustment.reason) {
    case 'CAPPED':
      return t('couponAdjustment.capped', { code, terms, plan, price, nominal, applied });
    case 'PRICE':
      return t('couponAdjustment.price', { code, plan, price, nominal, applied });
    case 'PLAN':
      return forPlanName ? t('couponAdjustment.plan', { code, plan, forPlan: forPlanName }) : t('couponAdjustment.planUnnamed', { code, plan });
  }
}
