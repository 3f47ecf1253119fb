import type { Translate } from '@rewards/i18n';

/** Carousel constants from the browsing spec (§9). */
export const CAROUSEL_ITEMS_DESKTOP = 3.5;
export const CAROUSEL_ITEMS_MOBILE = 1.5;
export const CAROUSEL_AUTOPLAY_DESKTOP_MS = 2000;
export const CAROUSEL_AUTOPLAY_MOBILE_MS = 5000;
/** The spec's transition is 1000 ms; Embla's `duration` is not in ms, 45 settles in about a second at 60 fps. */
export const CAROUSEL_TRANSITION_DURATION = 45;
/** Carousels with fewer items than this render as a plain list. */
export const CAROUSEL_MIN_ITEMS = 4;

/** Fewer than 4 items render flat (a plain list, no carousel). */
export function rendersFlat(count: number, minItems: number = CAROUSEL_MIN_ITEMS): boolean {
  return count < minItems;
}

/** 'n of N', the accessible name of a slide, in the page's language (`t` from the design system's catalogue). */
export function slideLabel(t: Translate, index: number, count: number): string {
  return t('carousel.slide', { number: index + 1, count });
}

export interface AutoplayConditions {
  /** The carousel was asked to autoplay. */
  autoplay: boolean;
  reducedMotion: boolean;
  /** There is somewhere to scroll to. */
  overflows: boolean;
  /** Enough of it is on screen. */
  inView: boolean;
  hovered: boolean;
  focused: boolean;
  /** The member pressed 'Stop slide rotation'. */
  paused: boolean;
}

/** Autoplay runs only while nobody is looking at, pointing at or working in the carousel, and never with reduced motion. */
export function shouldAutoplay({ autoplay, reducedMotion, overflows, inView, hovered, focused, paused }: AutoplayConditions): boolean {
  return autoplay && !reducedMotion && overflows && inView && !hovered && !focused && !paused;
}
