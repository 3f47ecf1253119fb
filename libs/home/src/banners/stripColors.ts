import { relativeLuminanceOf } from './luminance';

/**
 * The strip's background comes from the API, so its text colour is chosen for it: dark theme text
 * on light backgrounds, light surface colour on dark ones (the crossover of the two contrasts is at
 * a luminance of about 0.21 for the themes' darkest text). A colour that is not an opaque hex falls back to the brand colours.
 */
export function stripTextTone(bgColor: string): 'dark' | 'light' | 'brand' {
  const luminance = relativeLuminanceOf(bgColor);
  if (luminance === undefined) return 'brand';
  return luminance > 0.21 ? 'dark' : 'light';
}

/** The marquee strip repeats its text 5 times. */
export const STRIP_REPEAT = 5;
