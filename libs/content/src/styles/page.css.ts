import { sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/**
 * A content page's column: wide enough for cards, with text kept to a readable measure inside. Its
 * parts are a Stack (xlarge) inside it, whose one minmax(0, …) column keeps wide content (a scrolling
 * row of links, a long word) from widening the page.
 */
export const page = style([sprinkles({ paddingTop: 'large', paddingX: 'standard', paddingBottom: 'xxlarge' }), { maxWidth: 1120, margin: '0 auto', minWidth: 0 }]);

/** Running text (terms, articles, the form): about 70 characters a line; a Stack (large) inside it. */
export const readable = style({ maxWidth: 760, width: '100%', margin: '0 auto', minWidth: 0 });

export const h1 = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.heading,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const h2 = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.standard });

export const link = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { textDecorationThickness: 2 },
});
