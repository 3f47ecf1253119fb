import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A wide table scrolls sideways in its own box (320 px, 200% text), never the page. */
export const scroll = style({
  overflowX: 'auto',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
