export { COUPON_ADJUSTMENT_KEY, SavingsCouponAdjustment, type SavingsCouponAdjustmentProps } from './SavingsCouponAdjustment';
