// Route modules are imported lazily through the subpath `@rewards/offer-detail/routes/*`; this
// barrel holds the pieces other code may reuse.
export { OfferDetailView, type OfferDetailViewProps, expiredText, visibleKeyPoints } from './OfferDetailView';
export {
  OfferActions,
  StickyCta,
  STICKY_CTA_TYPES,
  useOfferState,
  useOfferAction,
  ctaEffect,
  ctaLabelArea,
  applyGeneration,
  applyCouponState,
  type OfferActionsProps,
  type StickyCtaType,
  type CtaEffect,
} from './actions';
export { CouponDrawer, type CouponDrawerProps } from './coupons';
