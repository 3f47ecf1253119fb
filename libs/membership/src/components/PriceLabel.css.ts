import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** The list price struck out inside a button: the button's own colour, so contrast holds in every theme. */
export const strike = style({ textDecoration: 'line-through', fontWeight: vars.font.weight.regular });

export { visuallyHidden } from '@rewards/design-system';
