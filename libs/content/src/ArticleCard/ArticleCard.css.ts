import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.small,
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.medium } },
});

export const imageFrame = style({ aspectRatio: '16 / 9', background: vars.color.brandAccentSoft, overflow: 'hidden' });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** The card's text; a Stack (small) inside it. */
export const body = style({ padding: vars.space.standard });

export const title = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });

// The title's link covers the whole card, so the card is one target with one accessible name.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
  selectors: {
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
    [`${card}:hover &`]: { textDecoration: 'underline' },
  },
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.standard,
  // In full, never clamped: a clamp cut the summary mid-sentence at 320 px and at 200% text (issue 33).
});

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const author = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
