/**
 * Viewport widths from the browsing spec (§9). The sprinkles conditions use the first four;
 * `mobileArea` is the 768 px switch some areas use instead of 688 px.
 */
export const breakpoints = {
  mobile: 0,
  tablet: 688,
  mobileArea: 768,
  desktop: 1024,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Min-width media queries, for `@media` blocks in a feature's `.css.ts`. */
export const mediaQueries = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  mobileArea: `screen and (min-width: ${breakpoints.mobileArea}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
} as const;
