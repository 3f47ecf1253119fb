export { DiscountBanner } from './DiscountBanner';
export type { DiscountBannerProps } from './DiscountBanner';
