import { brandFill, mediaQueries, sprinkles, vars } from '@rewards/design-system';
import { keyframes, style } from '@vanilla-extract/css';

export { visuallyHidden } from '@rewards/design-system';

export const mobileOnly = style({ '@media': { [mediaQueries.desktop]: { display: 'none' } } });

/** A home section with an id a header tab scrolls to (the core offers); its parts are a Stack (standard) inside it. */
export const section = style({ minWidth: 0, scrollMarginTop: 80 });
export const heading = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });
export const muted = style({ margin: 0, color: vars.color.textMuted });

/* Hero */
export const hero = style([
  sprinkles({ display: 'grid', gridTemplateColumns: { desktop: 2 }, alignItems: { desktop: 'center' }, gap: 'large', paddingX: { mobile: 'standard', desktop: 'xlarge' }, paddingY: { mobile: 'xlarge', desktop: 'xxlarge' } }),
  // A soft brand tint, so the payment feature's buy button (brand colour) stands out on it.
  { borderRadius: vars.radius.large, background: vars.color.brandAccentSoft, color: vars.color.text, minWidth: 0 },
]);
export const title = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.tight, letterSpacing: vars.font.letterSpacing.heading });
export const offeringsLine = style([mobileOnly, { margin: 0, fontWeight: vars.font.weight.strong }]);

const wordIn = keyframes({ from: { opacity: 0, transform: 'translateY(0.4em)' }, to: { opacity: 1, transform: 'none' } });
export const rotatingLine = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.strong, minHeight: '1.5em' });
export const rotatingWord = style({
  display: 'inline-block',
  borderBottom: `3px solid ${vars.color.highlight}`,
  animation: `${wordIn} ${vars.motion.durationStandard} ${vars.motion.easing}`,
});
export const staticWords = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xsmall} ${vars.space.standard}`, fontWeight: vars.font.weight.strong });

/* Join call to action */
/** The price line's words, in an Inline (small, on the baseline); the price has its own size. */
export const priceWords = style({ fontSize: vars.font.size.large });
export const price = style({ fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.strong });
export const code = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  border: `1px dashed currentColor`,
  borderRadius: vars.radius.small,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontWeight: vars.font.weight.strong,
});

/* Offer logo cards */
export const logoCard = style({
  display: 'grid',
  gap: vars.space.xsmall,
  justifyItems: 'start',
  height: '100%',
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  border: `2px solid transparent`,
  transitionProperty: 'transform, box-shadow, border-color',
  transitionDuration: vars.motion.durationStandard,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-spotlight="true"]': { borderColor: vars.color.highlight, boxShadow: vars.shadow.large, transform: 'translateY(-4px)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
export const logo = style({ width: 40, height: 40, objectFit: 'contain' });
export const logoCardName = style({ fontWeight: vars.font.weight.strong, fontSize: vars.font.size.small });
export const logoCardHeader = style({ fontSize: vars.font.size.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });

/* Core offers */
export const highlight = style({ textDecoration: 'underline', textDecorationThickness: 4, textUnderlineOffset: 6 });

/* How to use */
/** A step's card; its icon and texts are a Stack (small) inside it. */
export const step = style({ padding: vars.space.standard, borderRadius: vars.radius.large, background: vars.color.surface, border: `1px solid ${vars.color.borderSubtle}` });
export const stepNumber = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.strong, color: vars.color.textMuted });
export const stepTitle = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });
export const stepIcon = style({ width: 48, height: 48 });

/* Partner offers */
/** The search box's width; its label, field and count are a Stack (xsmall) inside it. */
export const searchRow = style({ maxWidth: 480 });
export const searchLabel = style({ fontWeight: vars.font.weight.medium, color: vars.color.text });
export const searchInput = style({
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  width: '100%',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 } },
});
export const partner = style([logoCard, { border: `1px solid ${vars.color.borderSubtle}` }]);

/* Reviews */
export const review = style({ margin: 0, display: 'grid', gap: vars.space.small, alignContent: 'start', height: '100%', padding: vars.space.standard, borderRadius: vars.radius.large, background: vars.color.surface, border: `1px solid ${vars.color.borderSubtle}`, color: vars.color.text });
export const reviewText = style({ margin: 0 });
/** The reviewer's line; the avatar and name are an Inline (small, centred, one line) inside it. */
export const reviewer = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
export const avatar = style({ width: 32, height: 32, borderRadius: vars.radius.full, objectFit: 'cover' });
export const stars = style({ margin: 0, color: vars.color.text, letterSpacing: 2 });

/* App download */
/** The app section's card; its heading and store links are a Stack (standard) inside it. */
export const app = style({ minWidth: 0, padding: vars.space.large, borderRadius: vars.radius.large, background: vars.color.surface, border: `1px solid ${vars.color.borderSubtle}` });
export const storeLink = style({ display: 'inline-block', borderRadius: vars.radius.standard, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } } });
export const storeBadge = style({ display: 'block', width: 160, height: 48, objectFit: 'contain' });
export const rating = style({ margin: 0, fontWeight: vars.font.weight.strong, color: vars.color.text });

/* FAQ */
export const faq = style({ borderRadius: vars.radius.standard, border: `1px solid ${vars.color.borderSubtle}`, background: vars.color.surface });
export const faqQuestion = style({
  cursor: 'pointer',
  padding: vars.space.standard,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 } },
});
export const faqAnswer = style({ margin: 0, padding: `0 ${vars.space.standard} ${vars.space.standard}`, color: vars.color.textMuted });

/* SEO blocks */
export const seoHeading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });
export const seoParagraph = style({ margin: 0, color: vars.color.textMuted });

/* Free trial */
export const freeTrial = style([
  sprinkles({ display: 'grid', gridTemplateColumns: { desktop: 2 }, alignItems: { desktop: 'center' }, gap: 'standard', padding: 'large' }),
  { borderRadius: vars.radius.large, background: vars.color.brandAccentSoft, color: vars.color.text },
]);
export const trialTile = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '1',
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  textAlign: 'center',
});
export const trialLogo = style({ width: 48, height: 48, objectFit: 'contain' });
export const button = style([
  brandFill,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 44,
    padding: `${vars.space.small} ${vars.space.large}`,
    textTransform: vars.font.buttonTextTransform,
  },
]);

/* Mobile 'Benefits Worth' bar */
export const worthBar = style([
  {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    display: 'flex',
    justifyContent: 'center',
    padding: vars.space.small,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.large,
    marginInline: `calc(-1 * ${vars.space.standard})`,
    '@media': { [mediaQueries.desktop]: { display: 'none' } },
  },
]);
export const worthButton = style([button, { width: '100%' }]);

/* The card-linked offer's widget */
/** Its own grid: picture, texts and button side by side on desktop (auto 1fr auto), a column below. */
export const visa = style({
  display: 'grid',
  gap: vars.space.standard,
  alignItems: 'center',
  justifyItems: 'start',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: 'auto 1fr auto' } },
});
export const visaInlet = style({ width: 96, height: 96, objectFit: 'contain' });
