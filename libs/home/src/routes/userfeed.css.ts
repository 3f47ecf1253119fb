import { renderedNearScreen, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/**
 * The feed's box for the weekly banners: it may shrink (the carousel scrolls inside the page instead
 * of widening it at 390 px), and its padding, given back by a negative margin, keeps the arrows'
 * focus rings painted. Its own module, not the home route's styles: a module shared with the home
 * route would put the home's chunk together with the feed's (the home's first visit then loaded the
 * feed's code too: 206.7 kB against its 155 kB budget).
 */
export const bannerBox = style({
  // laid out and painted when near the screen, and contained (its overflow never widens the page)
  ...renderedNearScreen(830, 430),
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: `calc(-1 * ${vars.space.xsmall}) calc(-1 * ${vars.space.medium})`,
  minWidth: 0,
  selectors: { '&:empty': { display: 'none' } },
});
