import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** The list price struck out inside a button: the button's own colour, so contrast holds in every theme. */
export const strike = style({ textDecoration: 'line-through', fontWeight: vars.font.weight.regular });

/** Read by screen readers (which do not announce a strike-through), not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
