export { CouponDrawer, type CouponDrawerProps, DEFAULT_CARD_NUMBER_LABEL, DEFAULT_CARD_PIN_LABEL, GENERATE_NEXT_LABEL } from './CouponDrawer';
