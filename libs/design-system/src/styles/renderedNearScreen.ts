import { mediaQueries } from './breakpoints';

/**
 * Style rules for a block below the first screen that the browser lays out and paints only when it
 * comes near the viewport (`content-visibility: auto`). Until then it holds the given height (its
 * usual one on phones, and from 1024 px), and after that the height it last had. Paint is
 * contained to the block, so what overhangs it (arrows, focus rings, shadows) needs room inside it.
 */
export function renderedNearScreen(phoneHeight: number, desktopHeight: number) {
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${phoneHeight}px`,
    '@media': { [mediaQueries.desktop]: { containIntrinsicSize: `auto ${desktopHeight}px` } },
  } as const;
}
