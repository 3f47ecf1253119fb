export { CouponDrawer, type CouponDrawerProps, DEFAULT_CARD_NUMBER_LABEL, DEFAULT_CARD_PIN_LABEL, GENERATE_NEXT_LABEL } from './CouponDrawer';
export { CouponTermsSheet, type CouponTermsSheetProps, type CouponTermsPayload, couponTerms, COUPON_TERMS_TITLE, BACK_TO_CODES_LABEL } from './CouponTermsSheet';
export { CouponConfirmation, type CouponConfirmationProps } from './CouponConfirmation';
export { generationConfirmation, confirmationText, CONFIRMATION_TITLE, CONFIRM_LABEL, CANCEL_LABEL, type GenerationConfirmation } from './generationConfirmation';
