import { linkCard, mediaQueries, outlinedCard, sprinkles, vars } from '@rewards/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

const articleBase = style({ paddingBottom: vars.space.xlarge });

export const article = styleVariants({
  page: [articleBase],
  // The landing frame: one narrow column.
  landing: [articleBase, { maxWidth: 720, margin: '0 auto', paddingTop: vars.space.large, paddingInline: vars.space.standard }],
});

export const hero = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.borderSubtle}` });

export const coverFrame = style({ maxWidth: 1280, margin: '0 auto', aspectRatio: '3 / 1', maxHeight: 360, overflow: 'hidden', background: vars.color.background });

export const cover = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'left center' });

export const heroContent = style([
  sprinkles({ paddingX: 'standard', paddingY: 'large' }),
  { position: 'relative', maxWidth: 960, margin: '0 auto' },
]);

export const logo = style({ borderRadius: vars.radius.standard, background: vars.color.surface, boxShadow: vars.shadow.small });

export const category = style({ margin: 0, color: vars.color.textMuted });

export const header = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: 1.2, color: vars.color.text });

export const subHeader = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const savings = style({
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.brandAccent,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.strong,
});

export const savingsNote = style({ fontWeight: vars.font.weight.regular });

/** The member price's colour; an Inline `dl` inside lays the figures out. */
export const priceList = style({ color: vars.color.text });

export const price = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.strong });

export const expired = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.critical,
  fontWeight: vars.font.weight.strong,
});

/** The page's own Share: from 1024 px only; below it the header bar carries Share. */
export const desktopShare = style({ display: 'none', '@media': { [mediaQueries.desktop]: { display: 'block' } } });

export const shareStatus = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const body = style({ maxWidth: 960, width: '100%', margin: '0 auto', padding: `0 ${vars.space.standard}`, boxSizing: 'border-box' });

export const text = style({ margin: 0, color: vars.color.text, lineHeight: 1.6 });

export const list = style({ margin: 0, paddingLeft: vars.space.large, display: 'grid', gap: vars.space.small, color: vars.color.text, lineHeight: 1.5 });

export const trackerItem = style([
  outlinedCard,
  {
    display: 'grid',
    gap: vars.space.xxsmall,
    padding: vars.space.standard,
    borderRadius: vars.radius.standard,
  },
]);

export const trackerValue = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong });

export const faq = style({ padding: vars.space.standard, borderRadius: vars.radius.standard, border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text });

export const faqQuestion = style({ cursor: 'pointer', fontWeight: vars.font.weight.medium });

const tileLink = [linkCard, { display: 'flex', alignItems: 'center', gap: vars.space.small, padding: vars.space.small }];

export const moreLink = style(tileLink);

export const articleLink = style(tileLink);

export const articleImage = style({ flexShrink: 0, borderRadius: vars.radius.small, objectFit: 'cover' });

export const articleTitle = style({ fontWeight: vars.font.weight.medium });

export const articleMeta = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
