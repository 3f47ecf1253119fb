import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';

/** Along the bottom edge, above the page (and above sheets, so a connectivity change is seen). */
export const snackbar = style({
  position: 'fixed',
  insetInline: vars.space.standard,
  bottom: `calc(${vars.space.standard} + env(safe-area-inset-bottom, 0px))`,
  zIndex: 1100,
  maxWidth: 560,
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.standard,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.large,
  // Inverted: the theme's text colour as the fill, its surface as the letters.
  background: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.family.body,
  '@media': { [mediaQueries.desktop]: { insetInline: 'auto', left: '50%', transform: 'translateX(-50%)', minWidth: 400 } },
});

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({ display: 'block', fontWeight: vars.font.weight.strong });

export const message = style({ display: 'block', fontSize: vars.font.size.small });

export const action = style({
  flexShrink: 0,
  minWidth: 44,
  minHeight: 44,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.surface,
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.caps,
  textDecoration: 'underline',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.surface}`, outlineOffset: 2 },
});
