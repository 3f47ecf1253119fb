import { createVar, fallbackVar, style, type ComplexStyleRule, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';

export const offerCardSizes = ['SMALL', 'BIG', 'COVER'] as const;
type Size = (typeof offerCardSizes)[number];

/** The offer's company colour: data from the API, set inline per card. */
export const companyColorVar = createVar();
const accent = fallbackVar(companyColorVar, vars.color.brandAccent);
const accentTint = `color-mix(in srgb, ${accent} 14%, ${vars.color.surface})`;

const reducedMotion = '(prefers-reduced-motion: reduce)';

const desktop = (rule: NonNullable<StyleRule['@media']>[string]) => ({ '@media': { [mediaQueries.desktop]: rule } });

/**
 * Spec §9: desktop cards are 250x275 (SMALL) or 300x420 (BIG, COVER); mobile cards are 254 tall.
 * The heights are minimums (issue 33, WCAG 1.4.4): at the default text size the seeded cards fit
 * them, and with larger text the card grows rather than clipping its savings line or title (a row of
 * cards stretches to its tallest).
 */
export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    minHeight: 254,
    overflow: 'hidden',
    borderRadius: vars.radius.large,
    border: `1px solid ${vars.color.borderSubtle}`,
    backgroundColor: vars.color.surface,
    boxShadow: vars.shadow.small,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    cursor: 'pointer',
    transitionProperty: 'transform, box-shadow',
    transitionDuration: vars.motion.durationStandard,
    transitionTimingFunction: vars.motion.easing,
    selectors: { '&:focus-within': { boxShadow: vars.shadow.large } },
    '@media': {
      '(hover: hover)': {
        selectors: { '&:hover': { transform: 'translateY(-3px)', boxShadow: vars.shadow.large } },
      },
      [reducedMotion]: { transitionProperty: 'none' },
    },
  },
  variants: {
    size: {
      // In rem (250 and 300 px at the default 16 px): with larger text the card widens with it, as
      // under zoom, so a long word ('Complimentary') still fits a line instead of breaking mid-word.
      SMALL: desktop({ width: '15.625rem', minHeight: '17.1875rem' }),
      BIG: desktop({ width: '18.75rem', minHeight: '26.25rem' }),
      COVER: desktop({ width: '18.75rem', minHeight: '26.25rem' }),
    } satisfies Record<Size, ComplexStyleRule>,
  },
  defaultVariants: { size: 'SMALL' },
});

export type OfferCardSize = NonNullable<NonNullable<RecipeVariants<typeof card>>['size']>;

/** The top of the card: a thin company-colour bar, a colour panel, or the cover image. */
export const banner = recipe({
  base: { position: 'relative', flexShrink: 0, backgroundColor: accent },
  variants: {
    size: {
      SMALL: { height: 6 },
      BIG: {
        height: 72,
        backgroundImage: `linear-gradient(135deg, transparent 0%, color-mix(in srgb, ${vars.color.surface} 22%, transparent) 100%)`,
        ...desktop({ height: 150 }),
      },
      COVER: { height: 96, ...desktop({ height: 180 }) },
    } satisfies Record<Size, ComplexStyleRule>,
  },
});

// Cover art carries the brand's name in it, and the cover area's shape changes with the width (96 px
// tall on a phone's full-width card, 180 px on desktop): the art is scaled in whole ('contain', never
// cropped into its words), from the left where brands set their name, on the company colour.
export const coverImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
});

/** The logo and, right of it, the badges: one row that grows when the badges wrap (200% text). */
export const logoRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  minWidth: 0,
  marginLeft: 'auto',
  // BIG and COVER logos reach up over the banner, and the badges with them (painted over it), so
  // at the default text size the row is no taller than the logo.
  position: 'relative',
  zIndex: 1,
  selectors: { [`${card.classNames.variants.size.BIG} &, ${card.classNames.variants.size.COVER} &`]: { marginTop: -28 } },
  '@media': { [mediaQueries.desktop]: { selectors: { [`${card.classNames.variants.size.BIG} &`]: { marginTop: -36 } } } },
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.caps,
  lineHeight: vars.font.lineHeight.standard,
  textTransform: 'uppercase',
  // A long tag ('Readers' choice') wraps inside the badges' column at 200% text, never past the card's edge.
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  boxShadow: vars.shadow.small,
});

export const badge = recipe({
  base: badgeBase,
  variants: {
    tone: {
      locked: { backgroundColor: vars.color.text, color: vars.color.surface },
      highlight: { backgroundColor: vars.color.highlight, color: vars.color.onHighlight },
      soft: { backgroundColor: vars.color.brandAccentSoft, color: vars.color.brandAccent },
    },
  },
});

export const body = recipe({
  base: {
    // Not positioned: the link's ::after must reach the card itself.
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minHeight: 0,
    gap: vars.space.xsmall,
    padding: vars.space.standard,
  },
  variants: {
    size: {
      SMALL: {},
      BIG: { paddingTop: 0 },
      COVER: { paddingTop: 0 },
    } satisfies Record<Size, ComplexStyleRule>,
  },
});

export const logoTile = recipe({
  base: {
    // Positioned so it paints over the banner it overlaps (BIG, COVER).
    position: 'relative',
    zIndex: 1,
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    overflow: 'hidden',
    borderRadius: vars.radius.standard,
    backgroundColor: accentTint,
    border: `1px solid ${vars.color.borderSubtle}`,
  },
  variants: {
    size: {
      SMALL: { width: 48, height: 48 },
      // The logo sits half over the colour panel or the cover image.
      BIG: {
        width: 56,
        height: 56,
        marginTop: -28,
        backgroundColor: vars.color.surface,
        boxShadow: vars.shadow.medium,
        ...desktop({ width: 72, height: 72, marginTop: -36 }),
      },
      COVER: { width: 56, height: 56, marginTop: -28, backgroundColor: vars.color.surface, boxShadow: vars.shadow.medium },
    } satisfies Record<Size, ComplexStyleRule>,
  },
});

export const logo = style({
  width: '78%',
  height: '78%',
  objectFit: 'contain',
});

/**
 * The card's only link. Its ::after covers the whole card (the card is `position: relative`),
 * so a click anywhere follows it, and draws the focus ring around the card.
 */
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginTop: vars.space.small,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 3,
      borderRadius: vars.radius.large,
    },
    '&:focus-visible': { outline: 'none' },
    // Drawn inside the edge: the card clips its overflow (rounded corners, cover image).
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '-3px',
    },
  },
});

// The header, brand, sub-header and sub-offers wrap in full, never clamped or ellipsed: cut text
// would hide an offer's name at 200% text (issue 33), and the card grows to hold them.
export const brandName = style({
  display: 'block',
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.standard,
});

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
}) as const;

export const header = recipe({
  base: {
    display: 'block',
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.strong,
    letterSpacing: vars.font.letterSpacing.heading,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      SMALL: { fontSize: vars.font.size.large },
      BIG: { fontSize: vars.font.size.large, ...desktop({ fontSize: vars.font.size.xlarge }) },
      COVER: { fontSize: vars.font.size.large, ...desktop({ fontSize: vars.font.size.xlarge }) },
    } satisfies Record<Size, ComplexStyleRule>,
  },
});

export const subHeader = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'anywhere',
});

export const savings = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginTop: 'auto',
  paddingTop: vars.space.small,
  borderTop: `1px dashed ${vars.color.borderSubtle}`,
  color: vars.color.positive,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.standard,
  // The savings are the card's point ('Worth ₹2,400'): they wrap on a narrow card, never cut off.
  flexWrap: 'wrap',
  overflowWrap: 'anywhere',
});

export const savingsIcon = style({ flexShrink: 0 });

/**
 * Key points. Desktop: an overlay shown while the card is hovered, and the card's back face once
 * the member flips it (the key points button). Mobile: hidden until the card expands, then in
 * the flow, so the card grows taller. Reduced motion: no flip, no slide.
 */
export const keyPoints = style({
  display: 'none',
  position: 'relative',
  zIndex: 4,
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.standard,
  paddingBottom: vars.space.xxlarge,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrand,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.relaxed,
  cursor: 'auto',
  selectors: {
    '[data-expanded="true"] > &': { display: 'flex' },
    // A toggling card closes on a second click anywhere: clicks go through to its button.
    '[data-action="toggle"] > &': { pointerEvents: 'none' },
  },
  '@media': {
    [mediaQueries.desktop]: {
      display: 'flex',
      position: 'absolute',
      inset: 0,
      zIndex: 2,
      justifyContent: 'center',
      padding: vars.space.large,
      paddingBottom: vars.space.xxlarge,
      overflowY: 'auto',
      opacity: 0,
      transform: 'perspective(900px) rotateY(-180deg)',
      backfaceVisibility: 'hidden',
      transitionProperty: 'opacity, transform',
      transitionDuration: vars.motion.durationStandard,
      transitionTimingFunction: vars.motion.easing,
      pointerEvents: 'none',
      selectors: {
        [`${card.classNames.base}:hover > &`]: { opacity: 1, transform: 'none' },
        // Flipped: the back face takes clicks (the front's link stays underneath).
        '[data-expanded="true"] > &': { opacity: 1, transform: 'none', zIndex: 5, pointerEvents: 'auto' },
        '[data-action="toggle"][data-expanded="true"] > &': { pointerEvents: 'none' },
      },
    },
    [reducedMotion]: { transitionProperty: 'none' },
  },
});

export const keyPointsTitle = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.heading,
});

export const keyPointList = style({
  margin: 0,
  paddingLeft: vars.space.standard,
});

/** The flip (desktop) or expand (mobile) control; it sits above the card's link area and the back face. */
export const keyPointsToggle = style({
  position: 'absolute',
  right: vars.space.small,
  bottom: vars.space.small,
  zIndex: 6,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: 32,
  paddingInline: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transitionProperty: 'none' } },
});

/** Room under the body so the key points button never covers text; in rem, as the button grows with the text. */
export const toggleSpacer = style({ height: '2.5rem', flexShrink: 0 });

/** A visitor's locked card toggles its key points: the same stretched hit area as the link, on a button. */
export const toggleMain = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  overflowWrap: 'anywhere',
  selectors: { '&[data-clamped="true"]': clamp(2) },
});

export const readMore = style({
  position: 'relative',
  zIndex: 4,
  alignSelf: 'flex-start',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  fontFamily: 'inherit',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

/** The list layout of a card grouping more than two sub-offers. */
export const subOfferList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text,
});

export const subOffer = style({
  display: 'flex',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  borderBottom: `1px dashed ${vars.color.borderSubtle}`,
  overflowWrap: 'anywhere',
  selectors: { '&::before': { content: '"•"', color: accent } },
});

export const lockIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const savingsAmount = style({ fontWeight: vars.font.weight.strong });

export const savingsNote = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.standard,
});

export const keyPoint = style({
  selectors: { '& + &': { marginTop: vars.space.small } },
  '::marker': { color: vars.color.onBrand },
});
