export {
  ctaEffect,
  ctaLabelArea,
  isInertCta,
  offerStateOptions,
  actionErrorMessage,
  applyGeneration,
  applyCouponState,
  applyConstantCode,
  couponTransition,
  type CtaEffect,
  type CtaLabelArea,
} from './ctaRules';
export { useOfferState, useOfferAction, type OfferAction, type OfferStateHandle, type ActionStatus } from './useOfferAction';
export { OfferActions, type OfferActionsProps } from './OfferActions';
export { StickyCta, STICKY_CTA_TYPES, useOutOfView, type StickyCtaType, type StickyCtaProps } from './StickyCta';
