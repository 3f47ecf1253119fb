import { ApiError, type OfferStateOptions } from '@rewards/api-client';
import type { Coupon, CouponGeneration, CouponState, CtaActionType, OfferState, User } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** What a click on the CTA does (spec §4 "Offer CTA action types"). */
export type CtaEffect =
  | 'openDrawer'
  | 'generate'
  | 'constantCode'
  | 'activate'
  | 'redirect'
  | 'reviewOrder'
  | 'appInstall'
  | 'login'
  | 'none';

const EFFECTS: Record<CtaActionType, CtaEffect> = {
  VIEW_CODE: 'openDrawer',
  GENERATE_CODE: 'generate',
  CONSTANT_CODE: 'constantCode',
  ACTIVATE_OFFER: 'activate',
  URL_REDIRECTION: 'redirect',
  REVIEW_ORDER: 'reviewOrder',
  REDIRECTION_TO_APP_ONLY: 'appInstall',
  REDIRECT_TO_APP_CTA: 'appInstall',
  LOGIN: 'login',
  GENERATE_CODE_GREYED_OUT: 'none',
  OUT_OF_STOCK: 'none',
  ACTIVATION_IN_PROCESS: 'none',
  NO_COUPON_AVAILABLE: 'none',
  DISTRIBUTION_PAUSED: 'none',
};

export function ctaEffect(actionType: CtaActionType): CtaEffect {
  return EFFECTS[actionType];
}

/** The types that only inform: rendered disabled with their message, whatever `disabled` says. */
export function isInertCta(actionType: CtaActionType): boolean {
  return EFFECTS[actionType] === 'none';
}

/** How the CTA area reads: a paused distribution, the visitor's chips, or the label with its texts. */
export type CtaLabelArea =
  | { kind: 'paused'; label: string; link: { label: string; url: string } | null; message: string | null }
  | { kind: 'loggedOut'; label: string; disabled: boolean; chipLabel: string; linkChip: { label: string; url: string } }
  | { kind: 'label'; label: string; disabled: boolean; upper: string | null; lower: string | null };

export function ctaLabelArea(state: Pick<OfferState, 'ctaDetails' | 'loggedOutView'>): CtaLabelArea {
  const cta = state.ctaDetails;
  const paused = cta.data?.offerDistribution;
  if (cta.actionType === 'DISTRIBUTION_PAUSED' || paused?.paused) {
    return { kind: 'paused', label: paused?.label || cta.label, link: paused?.ctaDetail ?? null, message: cta.message ?? null };
  }
  if (state.loggedOutView) {
    return { kind: 'loggedOut', label: cta.label, disabled: cta.disabled, chipLabel: state.loggedOutView.chipLabel, linkChip: state.loggedOutView.linkChip };
  }
  return {
    kind: 'label',
    label: cta.label,
    disabled: cta.disabled || isInertCta(cta.actionType),
    upper: cta.message ?? null,
    lower: cta.data?.ctaLegend ?? null,
  };
}

/**
 * Whose state to load (the query key's `viewer`) and the spec's request tag: visitors are tagged
 * `primeProfileZero`, a super user without a prime profile `superLogout`.
 */
export function offerStateOptions(loggedIn: boolean, user: Pick<User, 'ssoId' | 'superUser' | 'primeProfile'> | undefined): OfferStateOptions {
  if (!loggedIn || !user) return { viewer: 'visitor', tag: 'primeProfileZero' };
  const noProfile = user.primeProfile === null || user.primeProfile === undefined;
  return user.superUser && noProfile ? { viewer: user.ssoId, tag: 'superLogout' } : { viewer: user.ssoId };
}

/**
 * What a failed action tells the member: TP400's user message, else the server's responseMessage
 * (the API's words, in the page's language by Accept-Language); an answer without a body (a proxy
 * answered) says the client's 'Something went wrong', and no answer at all that the server could
 * not be reached, in the page's language (`t`, the offer-detail catalogue's).
 */
export function actionErrorMessage(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (!error.body) return t('actions.genericError');
    if (error.systemErrorCode === 'TP400') return error.userMessage;
    return error.responseMessage;
  }
  return t('actions.networkError');
}

/** A network failure (no answer at all): the same click may be retried with the same idempotency key. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof DOMException && error.name === 'AbortError');
}

/**
 * Applies a successful generation answer to the cached state (spec §4 "Coupon generation"): the
 * coupon at index `availed - 1` is the new one (generated, not expired) and is shown first; the
 * tracker takes `left`, `availed` and `nextAvailableOn` from the answer and adds its savings to
 * the previous total. A retried answer for a code already shown changes nothing twice.
 */
export function applyGeneration(t: Translate, state: OfferState, answer: CouponGeneration): OfferState {
  if (!answer.success || !answer.couponCode) return state;
  const code = answer.couponCode;
  const known = state.redemptionDetails.activeCoupons.some((coupon) => coupon.couponCode === code);
  const coupon: Coupon = {
    couponCode: code,
    pin: answer.pin ?? null,
    couponCount: answer.availed,
    expiryDate: answer.expiryDate ?? null,
    generated: true,
    expired: false,
    state: answer.couponState ?? 'GENERATED',
    totalCoupons: answer.availed,
    redeemedBy: answer.expiryDate ?? null,
  };
  const others = state.redemptionDetails.activeCoupons.filter((existing) => existing.couponCode !== code);
  const previousSavings = state.tracker?.savings ?? 0;
  const label = state.ctaTexts?.postGeneration ?? t('actions.viewCode');
  return {
    ...state,
    redemptionDetails: {
      ...state.redemptionDetails,
      activeCoupons: [coupon, ...others],
      left: answer.left,
      generateNext: answer.generateNext,
    },
    isViewCode: true,
    isCouponDrawerGenerateBtn: answer.generateNext,
    tracker: {
      left: answer.left,
      availed: answer.availed,
      nextAvailableOn: answer.nextAvailableOn ?? null,
      savings: known ? previousSavings : previousSavings + answer.savings,
    },
    ctaDetails: { ...state.ctaDetails, actionType: 'VIEW_CODE', label, disabled: false },
  };
}

/** Applies a coupon's state change (copied, redeemed) locally, before it is posted. */
export function applyCouponState(state: OfferState, couponCode: string, toState: CouponState): OfferState {
  const update = (coupons: Coupon[]) => coupons.map((coupon) => (coupon.couponCode === couponCode ? { ...coupon, state: toState } : coupon));
  return {
    ...state,
    redemptionDetails: {
      ...state.redemptionDetails,
      activeCoupons: update(state.redemptionDetails.activeCoupons),
      expiredCoupons: update(state.redemptionDetails.expiredCoupons),
    },
  };
}

const ORDER: CouponState[] = ['GENERATED', 'COPIED', 'REDEEMED'];

/** A code moves forward only (GENERATED → COPIED → REDEEMED); null when `toState` is not ahead. */
export function couponTransition(coupon: Pick<Coupon, 'state'>, toState: CouponState): { fromState: CouponState; toState: CouponState } | null {
  return ORDER.indexOf(toState) > ORDER.indexOf(coupon.state) ? { fromState: coupon.state, toState } : null;
}

/** Shows a constant code in the drawer as the member's one active code. */
export function applyConstantCode(state: OfferState, couponCode: string, expiryDate: string | null | undefined): OfferState {
  const coupon: Coupon = { couponCode, expiryDate: expiryDate ?? null, generated: true, expired: false, state: 'GENERATED' };
  const others = state.redemptionDetails.activeCoupons.filter((existing) => existing.couponCode !== couponCode);
  return { ...state, redemptionDetails: { ...state.redemptionDetails, activeCoupons: [coupon, ...others] } };
}

