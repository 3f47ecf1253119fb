export { COUPON_ADJUSTMENT_KEY, COUPON_ADJUSTMENT_TITLE, SavingsCouponAdjustment, type SavingsCouponAdjustmentProps } from './SavingsCouponAdjustment';
