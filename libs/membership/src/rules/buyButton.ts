import type { LoginType } from '@rewards/api-contract';
import type { LoginStatus } from '@rewards/auth';
import { PAYMENT_PATH } from '@rewards/partner';

export { PAYMENT_PATH };

/** What the button is for when it opens sign-in (spec §4: 'a flag for payment, free trial or campaign'). */
export type BuyFlow = 'payment' | 'trial' | 'campaign';

export interface BuyButtonVisibilityInput {
  status: LoginStatus;
  /** From the plan CTA (or the user record): false for members who already hold what they would buy. */
  paymentRequired: boolean;
  /** The button sits on an offer detail page. */
  onOfferDetail?: boolean;
  /** An intervention transaction (the app asked the site to take the member to payment). */
  interventionTransaction?: boolean;
}

/**
 * Spec §4 (codes): hidden when logged in and no payment is required, except on offer detail or
 * an intervention transaction. Visitors and GUEST sessions (not 'loggedIn') always see it.
 */
export function isBuyButtonVisible({ status, paymentRequired, onOfferDetail = false, interventionTransaction = false }: BuyButtonVisibilityInput): boolean {
  if (status !== 'loggedIn') return true;
  return paymentRequired || onOfferDetail || interventionTransaction;
}

/** The code the button carries: a campaign or banner promo, or a validated gift code. */
export interface BuyCode {
  /** REVIEW_ORDER, OFFER, or anything else (GUEST_CHECKOUT, FREE_TRIAL, ...). */
  actionType: string;
  /** The promo for REVIEW_ORDER (the plan CTA's or banner's couponCode). */
  couponCode?: string | null;
  /** The offer page for OFFER, e.g. '/categories/food/brewhouse'. */
  offerPath?: string | null;
}

export interface GiftCode {
  code: string;
  /** The variant the code grants or is limited to: sent as `preferredVariant`. */
  subscriptionVariant?: string | null;
}

export interface BuyButtonActionInput {
  status: LoginStatus;
  /** The session's login type: a GUEST session may go to payment without logging in. */
  loginType?: LoginType | undefined;
  flow: BuyFlow;
  /**
   * The button is the join block's (the logged-out home): the default join call to action, whose
   * plan CTA answers GUEST_CHECKOUT for visitors (spec §4), starts a guest checkout.
   */
  guestCheckout?: boolean;
  /** The plan CTA's `payment.actionType` for this viewer (GUEST_CHECKOUT for visitors). */
  ctaActionType?: string | undefined;
  /** On an offer detail page every member (paid or not) gets the app-install prompt. */
  onOfferDetail?: boolean;
  promo?: BuyCode | null;
  giftCode?: GiftCode | null;
}

export type BuyButtonAction =
  /** Logged in: go there after BUY_CLICK_DELAY_MS. */
  | { kind: 'navigate'; to: string }
  /** A member on an offer detail page, paid or not: the app-install prompt (QR on desktop, link on mobile). */
  | { kind: 'appInstall' }
  /**
   * Logged out: open sign-in for this flow, with the code to carry and, for a campaign REVIEW_ORDER,
   * the code to store first; `loginType: 'GUEST'` for a guest checkout (pay without logging in).
   */
  | { kind: 'signIn'; origin: 'PAYMENT' | 'TRIAL'; flow: BuyFlow; code?: string; storeCampaignCode?: string; loginType?: 'GUEST' };

/** The plan CTA's action type for visitors: the default join call to action (spec §4). */
export const GUEST_CHECKOUT = 'GUEST_CHECKOUT';

export function paymentUrl(promo?: string | null, preferredVariant?: string | null): string {
  const params = new URLSearchParams();
  if (promo) params.set('promo', promo);
  if (preferredVariant) params.set('preferredVariant', preferredVariant);
  const query = params.toString();
  return query ? `${PAYMENT_PATH}?${query}` : PAYMENT_PATH;
}

/**
 * Spec §4 (codes). Logged in: REVIEW_ORDER with a promo goes to /payment?promo={code}, OFFER to
 * the offer page, anything else to /payment with the gift code as promo (plus preferredVariant
 * when the code has a subscription variant); on an offer detail page every member gets the
 * app-install prompt instead (spec: 'On the offer-detail page when logged in it opens the
 * app-install prompt'), an unpaid one included. Not logged in (visitors and GUEST sessions): sign-in
 * opens for the flow, carrying the code.
 */
export function buyButtonAction({ status, loginType, flow, guestCheckout = false, ctaActionType, promo, giftCode, onOfferDetail = false }: BuyButtonActionInput): BuyButtonAction {
  // A GUEST session already may pay (spec §6): a payment goes straight there, never through sign-in again.
  if (status !== 'loggedIn' && loginType === 'GUEST' && flow === 'payment' && promo?.actionType !== 'OFFER') {
    return { kind: 'navigate', to: promo?.actionType === 'REVIEW_ORDER' && promo.couponCode ? paymentUrl(promo.couponCode) : paymentUrl(giftCode?.code, giftCode?.subscriptionVariant) };
  }
  if (status !== 'loggedIn') {
    const code = promo?.couponCode || giftCode?.code || undefined;
    const storeCampaignCode = flow === 'campaign' && promo?.actionType === 'REVIEW_ORDER' && promo.couponCode ? promo.couponCode : undefined;
    const guest = status === 'loggedOut' && guestCheckout && flow === 'payment' && ctaActionType === GUEST_CHECKOUT;
    return {
      kind: 'signIn',
      origin: flow === 'trial' ? 'TRIAL' : 'PAYMENT',
      flow,
      ...(code ? { code } : {}),
      ...(storeCampaignCode ? { storeCampaignCode } : {}),
      ...(guest ? { loginType: 'GUEST' as const } : {}),
    };
  }
  if (onOfferDetail) return { kind: 'appInstall' };
  if (promo?.actionType === 'REVIEW_ORDER' && promo.couponCode) return { kind: 'navigate', to: paymentUrl(promo.couponCode) };
  if (promo?.actionType === 'OFFER' && promo.offerPath) return { kind: 'navigate', to: promo.offerPath };
  return { kind: 'navigate', to: paymentUrl(giftCode?.code, giftCode?.subscriptionVariant) };
}
