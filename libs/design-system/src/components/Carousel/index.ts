export { Carousel, type CarouselMove, type CarouselProps } from './Carousel';
export {
  CAROUSEL_AUTOPLAY_DESKTOP_MS,
  CAROUSEL_AUTOPLAY_MOBILE_MS,
  CAROUSEL_ITEMS_DESKTOP,
  CAROUSEL_ITEMS_MOBILE,
  CAROUSEL_MIN_ITEMS,
  rendersFlat,
  shouldAutoplay,
  slideLabel,
  type AutoplayConditions,
} from './carouselRules';
export { useDeferredMediaQuery, useMediaQuery, usePrefersReducedMotion } from './useMediaQuery';
export { useInView, IN_VIEW_THRESHOLD } from './useInView';
