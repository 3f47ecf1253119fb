export { bannerTarget, type BannerTarget, type BannerViewer } from './bannerTarget';
export { BannerCard, bannerCtaText } from './BannerCard';
export { WeeklyBanners } from './WeeklyBanners';
export { EventBanners } from './EventBanners';
export { MarqueeStrip } from './MarqueeStrip';
export { PromotionalCarousel } from './PromotionalCarousel';
export { mobileImage } from './mobileImage';
