export { CouponDrawer, type CouponDrawerProps } from './CouponDrawer';
export { CouponTermsSheet, type CouponTermsSheetProps, type CouponTermsPayload, couponTerms } from './CouponTermsSheet';
export { CouponConfirmation, type CouponConfirmationProps } from './CouponConfirmation';
export { generationConfirmation, confirmationText, type GenerationConfirmation } from './generationConfirmation';
