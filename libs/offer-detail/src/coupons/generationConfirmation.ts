import type { OfferState } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** What the `coupon_confirmation` question says: whose code, and how many of how many are left. */
export interface GenerationConfirmation {
  companyName: string;
  /** Codes the member may still generate in the current window (always 1: the question is for the last one). */
  left: number;
  /** Codes per member per window. */
  maxRedemption: number;
}

/**
 * Whether generating a code must be confirmed first, and what to say (the `coupon_confirmation`
 * overlay). A generation cannot be undone: the code is the member's and counts against their limit.
 * It is asked only for the member's last code of a limited pool, where a careless tap costs the
 * rest of the window. Earlier codes are generated at once (asking every time would add a step to
 * every code), and so are an exclusive event's seats, which the flash-sale CTA handles.
 */
export function generationConfirmation(
  state: Pick<OfferState, 'couponType' | 'tracker' | 'redemptionDetails' | 'flashSale' | 'productDetails'>,
): GenerationConfirmation | null {
  if (state.couponType !== 'POOL' || state.flashSale) return null;
  const left = state.tracker?.left;
  if (left !== 1) return null;
  return {
    companyName: state.productDetails.companyName,
    left,
    maxRedemption: Math.max(state.redemptionDetails.maxRedemption, left),
  };
}

/** The question's lines, in the page's language (`t`, the offer-detail catalogue's): how many are left, then what generating it means. */
export function confirmationText(t: Translate, { companyName, left, maxRedemption }: GenerationConfirmation): { count: string; consequence: string } {
  return {
    count: companyName ? t('confirm.count', { left, max: maxRedemption, company: companyName }) : t('confirm.countNoCompany', { left, max: maxRedemption }),
    consequence: t('confirm.consequence'),
  };
}
