import { brandFill, mediaQueries, outlinedCard, vars } from '@rewards/design-system';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

export { visuallyHidden } from '@rewards/design-system';

export const heading = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });
export const subTitle = style({ margin: 0, color: vars.color.textMuted });

export const card = style([
  outlinedCard,
  {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    minWidth: 0,
    borderRadius: vars.radius.large,
    overflow: 'hidden',
    boxShadow: vars.shadow.small,
  },
]);

export const imageLink = style({
  display: 'block',
  color: 'inherit',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  width: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 } },
});

/**
 * A banner's picture: a slot of its artwork's shape (weekly banners 3:1, event banners 16:9), and
 * 'contain', never 'cover': artwork of another shape is scaled into the slot whole, so the words
 * drawn in it are never cut off at any width ('Welcome Gift' read 'come Gift' when cropped).
 */
const imageBase = style({ display: 'block', width: '100%', height: 'auto', objectFit: 'contain', background: vars.color.background });
export const image = styleVariants({
  weekly: [imageBase, { aspectRatio: '3 / 1' }],
  event: [imageBase, { aspectRatio: '16 / 9' }],
});

/** The texts under the picture, filling the card's height; a Stack (xsmall) inside it. */
export const body = style({ padding: vars.space.standard, flex: 1 });

/** The title row is an Inline (small, centred); badge and title are strong. */
export const title = style({ fontWeight: vars.font.weight.strong });

export const titleIcon = style({
  fontWeight: vars.font.weight.strong,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.highlight,
  color: vars.color.onHighlight,
  fontSize: vars.font.size.xsmall,
  letterSpacing: vars.font.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const cta = style([
  brandFill,
  { justifySelf: 'start', marginTop: vars.space.xsmall, display: 'inline-flex', alignItems: 'center', minHeight: 40, padding: `${vars.space.xsmall} ${vars.space.standard}` },
]);

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });

/** The strip's frame; its text, track and button are an Inline (xsmall, centred, one line) inside it. */
export const strip = style({
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
  paddingBlock: vars.space.small,
  paddingInlineEnd: vars.space.xsmall,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

export const stripViewport = style({ flex: '1 1 auto', minWidth: 0, overflow: 'hidden' });

/** The stop button: only where the strip moves (not under reduced motion). */
export const stripControl = style({ display: 'flex', '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } } });

export const stripTrack = style({
  display: 'inline-flex',
  gap: vars.space.xlarge,
  paddingInline: vars.space.standard,
  animation: `${scroll} 40s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  selectors: { [`${strip}:hover &`]: { animationPlayState: 'paused' } },
});

export const promoLink = style({
  display: 'block',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const promoImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  // The artwork's shapes: 720x400 on phones (the '-mob' picture), 1200x300 from 688 px; 'contain'
  // so a picture of another shape is scaled in whole, never cropped into its words.
  aspectRatio: '9 / 5',
  objectFit: 'contain',
  background: vars.color.background,
  '@media': { [mediaQueries.tablet]: { aspectRatio: '4 / 1' } },
});

export const stripTone = {
  dark: style({ color: vars.color.text }),
  light: style({ color: vars.color.surface }),
  brand: style({ color: vars.color.onBrand, background: vars.color.brandAccent }),
};

export const stripText = style({ fontSize: vars.font.size.large });
