import { renderedNearScreen, sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/**
 * Centred, at most 1280 px wide, never wider than the screen (no sideways scroll at 390 px); its
 * sections are a Stack (xlarge, xxlarge from desktop) inside it.
 */
export const page = style([
  sprinkles({
    paddingTop: { mobile: 'standard', desktop: 'large' },
    paddingX: { mobile: 'standard', desktop: 'large' },
    paddingBottom: { mobile: 'none', desktop: 'xlarge' },
  }),
  { boxSizing: 'border-box', width: '100%', maxWidth: 1280, margin: '0 auto', overflowX: 'clip' },
]);

/** Holds the place of the sections below the first screen while their code loads (no jump of the footer). */
export const restPlaceholder = style({ minHeight: '100vh' });

/**
 * A section below the first screen: the browser lays it out and paints it only when it comes near
 * the viewport (content-visibility), so the page's first layout covers the first screen and not
 * 14,000 px of offers. Until then it holds an estimated height, the average of the home's sections
 * (830 px on phones, 430 px from 1024 px), and after that the height it had. The padding, given
 * back by a negative margin, keeps the carousels' arrows and the cards' focus rings and shadows
 * inside its painted area.
 */
export const later = style({
  ...renderedNearScreen(830, 430),
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: `calc(-1 * ${vars.space.xsmall}) calc(-1 * ${vars.space.medium})`,
  minWidth: 0,
  // A section with nothing to show takes no place (nor a gap of the page's grid).
  selectors: { '&:empty': { display: 'none' } },
});
