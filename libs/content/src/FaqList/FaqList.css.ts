import { mediaQueries, outlinedPill, sprinkles, vars } from '@rewards/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style([
  sprinkles({ display: 'grid', gap: { mobile: 'large', desktop: 'xlarge' }, alignItems: 'flex-start' }),
  { gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [mediaQueries.desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)' } } },
]);

// Clear of the site's sticky header when the side list sticks and when a category link scrolls.
const headerClearance = `calc(${vars.space.xxlarge} * 2)`;

export const nav = style({
  minWidth: 0,
  '@media': { [mediaQueries.desktop]: { position: 'sticky', top: headerClearance } },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.small,
  overflowX: 'auto',
  paddingBottom: vars.space.xsmall,
  '@media': { [mediaQueries.desktop]: { flexDirection: 'column', overflowX: 'visible' } },
});

export const navLink = style([
  outlinedPill,
  {
    display: 'block',
    whiteSpace: 'nowrap',
    minHeight: 44,
    boxSizing: 'border-box',
    padding: `${vars.space.small} ${vars.space.standard}`,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    ':hover': { borderColor: vars.color.brandAccent, background: vars.color.brandAccentSoft },
    '@media': { [mediaQueries.desktop]: { whiteSpace: 'normal', borderRadius: vars.radius.standard } },
  },
]);

export const category = style({ scrollMarginTop: headerClearance });

export const categoryHeading = style({ margin: 0, fontSize: vars.font.size.xlarge, color: vars.color.text });

export const question = style({
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.standard,
  minHeight: 44,
  padding: `${vars.space.medium} ${vars.space.standard}`,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
});

globalStyle(`${question}[open] ${chevron}`, { transform: 'rotate(180deg)' });

export const answer = style({
  margin: 0,
  padding: `0 ${vars.space.standard} ${vars.space.standard}`,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
