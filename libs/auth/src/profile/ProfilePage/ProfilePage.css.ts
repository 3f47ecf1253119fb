import { outlinedCard, vars } from '@rewards/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

export const page = style({ maxWidth: 760, margin: '0 auto', padding: `${vars.space.large} ${vars.space.standard}` });

export const h1 = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xxlarge, letterSpacing: vars.font.letterSpacing.heading, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });

export const h2 = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });

export const card = style([
  outlinedCard,
  {
    padding: vars.space.large,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
  },
]);

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  columnGap: vars.space.large,
  rowGap: vars.space.medium,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, alignSelf: 'center' });

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const note = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, marginInlineStart: vars.space.small });

export const statusLine = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, color: vars.color.text });
export const cardLinked = style({ margin: 0, color: vars.color.textMuted });

const dot = style({ width: 12, height: 12, borderRadius: vars.radius.full, flexShrink: 0 });
/** The status colour is a decorative dot beside the words, so the words keep full contrast. */
export const toneDot = styleVariants({
  positive: [dot, { backgroundColor: vars.color.positive }],
  neutral: [dot, { backgroundColor: vars.color.border }],
  critical: [dot, { backgroundColor: vars.color.critical }],
});

export const savings = style({ margin: 0, fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.strong, color: vars.color.text, lineHeight: vars.font.lineHeight.tight });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const announcement = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderInlineStart: `4px solid ${vars.color.positive}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  selectors: {
    // Empty, it takes no room but stays in the page, so the message is announced when it arrives
    // (a live region added or shown at the same time as its text is often not read out).
    '&:empty': { position: 'absolute', width: 1, height: 1, padding: 0, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', border: 0 },
  },
});

export const formError = style({ margin: 0, padding: vars.space.medium, borderRadius: vars.radius.standard, border: `1px solid ${vars.color.critical}`, color: vars.color.critical, backgroundColor: vars.color.surface });

/** A whole row to press: the page's name and what it is for, with a chevron. */
export const linkRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateRows: 'auto auto',
  columnGap: vars.space.standard,
  alignItems: 'center',
  padding: `${vars.space.medium} 0`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  '::after': { content: '"›"', gridColumn: 2, gridRow: '1 / span 2', fontSize: vars.font.size.xlarge, color: vars.color.textMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { color: vars.color.link } } } },
});

export const linkLabel = style({ fontWeight: vars.font.weight.strong });

export const linkText = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const h3 = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });

/** The email's or mobile's code, opened under the details. */
export const contactForm = style({ paddingBlockStart: vars.space.standard, borderBlockStart: `1px solid ${vars.color.border}` });

export const detailAction = style({ marginInlineStart: vars.space.small });
