import { mediaQueries, vars } from '@rewards/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const poster = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.large,
  background: vars.color.background,
});

export const badge = style({
  justifySelf: 'start',
  padding: `2px ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.caps,
});

/** Text colours the theme tests for contrast on the surface (the exclusive cards' labels use them too). */
export const badgeState = styleVariants({
  live: { color: vars.color.surface, backgroundColor: vars.color.critical },
  upcoming: { color: vars.color.info, border: `1px solid ${vars.color.info}` },
  ended: { color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
});

export const company = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const timing = style({ margin: 0, fontWeight: vars.font.weight.medium, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

/** A panel's frame; its content is a Stack (standard) inside it. */
export const panel = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  backgroundColor: vars.color.surface,
});
