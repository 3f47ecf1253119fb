import { sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const root = style([
  sprinkles({ paddingX: 'standard', paddingTop: 'standard' }),
  { maxWidth: 1280, margin: '0 auto' },
]);

/** The optional cashback line under the buy button. */
export const cashback = style({ margin: 0, color: vars.color.positive, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.standard });

export const memberLine = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });

/** 'Login' reads as a link but opens the sign-in popup, so it is a button. */
export const memberLogin = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  minHeight: 24,
});
