import { mediaQueries, outlinedCard, sprinkles, vars } from '@rewards/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

export { visuallyHidden } from '@rewards/design-system';

export const card = style([
  outlinedCard,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    minWidth: 0,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
    overflow: 'hidden',
    selectors: {
      '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    },
  },
]);

export const media = style({ position: 'relative', aspectRatio: '16 / 9', background: vars.color.background });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** Just missed: the picture goes grey. */
export const imageExpired = style({ filter: 'grayscale(1)', opacity: 0.7 });

/** Top right: the event pictures carry their own label at the top left. */
export const tag = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.caps,
  border: '1px solid currentColor',
});

export const tagState = styleVariants({
  upcoming: { color: vars.color.info },
  live: { color: vars.color.positive },
  expired: { color: vars.color.textMuted },
});

/** The card's text under the picture, filling the card's height; a Stack (xsmall) inside it. */
export const body = style({ padding: vars.space.standard, flex: 1 });

export const company = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const title = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });

/** The title's link covers the whole card, so the card is one target with one name. */
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0 },
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const meta = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const memberPrice = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, color: vars.color.text });
export const sellingPrice = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const label = style({ margin: 0, fontSize: vars.font.size.small, fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' });
export const labelState = styleVariants({ upcoming: { color: vars.color.info }, live: { color: vars.color.positive } });

/** The home's exclusives section (a tab scrolls to its id); its parts are a Stack (standard) inside it. */
export const section = style({ scrollMarginTop: 80, minWidth: 0 });

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, color: vars.color.text, fontWeight: vars.font.weight.strong, letterSpacing: vars.font.letterSpacing.caps, fontSize: vars.font.size.small });
export const heading = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });
export const subHeading = style({ margin: 0, color: vars.color.textMuted });

export const mobileOnly = style({ '@media': { [mediaQueries.desktop]: { display: 'none' } } });
export const desktopOnly = style({ display: 'none', '@media': { [mediaQueries.desktop]: { display: 'block' } } });

export const seeAll = style({ color: vars.color.link, fontWeight: vars.font.weight.strong, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const knowMore = style([
  card,
  {
    appearance: 'none',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    padding: 0,
    width: '100%',
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
  },
]);

export const knowMoreCta = style({ color: vars.color.link, fontWeight: vars.font.weight.strong });

/** The exclusives' and events' pages: centred, at most 1280 px wide; their parts are a Stack (large) inside it. */
export const page = style([
  sprinkles({ paddingX: 'standard', paddingY: 'large' }),
  { boxSizing: 'border-box', width: '100%', maxWidth: 1280, margin: '0 auto' },
]);
export const pageTitle = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });

// The Know more panel (`tpx_know_more`) and the exclusive-offer info sheet (`tp_exclusive_info`).
export const panelMedia = style({ display: 'block', aspectRatio: '16 / 9', borderRadius: vars.radius.standard, overflow: 'hidden', background: vars.color.background });
export const panelHeading = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong, color: vars.color.text });
export const panelState = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: vars.space.small, alignItems: 'baseline' });
export const panelStateTag = style({ fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.strong, letterSpacing: vars.font.letterSpacing.caps, color: vars.color.text });
export const panelStateText = style({ margin: 0, color: vars.color.textMuted });
export const infoPoints = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, paddingLeft: vars.space.large, color: vars.color.text });

/** Details sits above the title link's full-card target, so it is its own button. */
export const details = style({
  position: 'relative',
  zIndex: 1,
  justifySelf: 'start',
  appearance: 'none',
  padding: `${vars.space.xxsmall} 0`,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  minHeight: 24,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
