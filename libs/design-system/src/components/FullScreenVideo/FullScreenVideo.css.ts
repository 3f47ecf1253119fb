import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';

/** The whole viewport, dark behind the picture (the theme's text colour: dark on every theme). */
export const content = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1001,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.family.body,
  selectors: { '&:focus': { outline: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.standard}`,
  paddingTop: `calc(${vars.space.small} + env(safe-area-inset-top, 0px))`,
});

export const title = style({
  margin: 0,
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { [mediaQueries.desktop]: { fontSize: vars.font.size.xlarge } },
});

export const live = style({
  flexShrink: 0,
  padding: `2px ${vars.space.small}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.critical,
  color: vars.color.surface,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.caps,
});

export const video = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  backgroundColor: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: vars.space.large,
  padding: vars.space.small,
  paddingBottom: `calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
});

/** The close control, light on the dark bar, with a 44 px target. */
export const close = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.surface,
  cursor: 'pointer',
  ':hover': { backgroundColor: `color-mix(in srgb, ${vars.color.surface} 16%, transparent)` },
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
