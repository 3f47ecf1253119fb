export { bannerTarget, type BannerTarget, type BannerViewer } from './bannerTarget';
export { BannerCard, bannerCtaText, DEFAULT_CTA_DESKTOP, DEFAULT_CTA_MOBILE, DEFAULT_TITLE_ICON } from './BannerCard';
export { WeeklyBanners } from './WeeklyBanners';
export { EventBanners } from './EventBanners';
export { MarqueeStrip } from './MarqueeStrip';
export { PromotionalCarousel } from './PromotionalCarousel';
export { mobileImage } from './mobileImage';
