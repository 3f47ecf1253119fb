import { mediaQueries, outlinedPill, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** The section (a header tab scrolls to its id); its heading row and tabs are a Stack (standard) inside it. */
export const section = style({ scrollMarginTop: 80 });

export const heading = style({ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });

/** 'Additional Benefits' on mobile; logged out it gives way to 'Discover Benefits' on desktop. */
export const mobileOnly = style({ '@media': { [mediaQueries.desktop]: { display: 'none' } } });
export const desktopOnly = style({ display: 'none', '@media': { [mediaQueries.desktop]: { display: 'inline' } } });

export const action = style({ display: 'none', '@media': { [mediaQueries.desktop]: { display: 'block' } } });

export const tabList = style({
  display: 'flex',
  gap: vars.space.small,
  overflowX: 'auto',
  paddingBlock: vars.space.xxsmall,
  scrollbarWidth: 'thin',
});

export const tab = style([
  outlinedPill,
  {
    flexShrink: 0,
    minHeight: 40,
    padding: `${vars.space.xsmall} ${vars.space.standard}`,
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&[data-state="active"]': { background: vars.color.brandAccent, borderColor: vars.color.brandAccent, color: vars.color.onBrand },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    },
  },
]);

export const panel = style({ selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 4 } } });

/** The 'Explore more' card: the same footprint as a SMALL offer card. */
export const explore = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: 254,
  padding: vars.space.large,
  boxSizing: 'border-box',
  borderRadius: vars.radius.large,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.brandAccentSoft,
  color: vars.color.text,
  textDecoration: 'none',
  '@media': { [mediaQueries.desktop]: { width: 250, height: 275 } },
  selectors: {
    '&:hover': { borderColor: vars.color.brandAccent },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const exploreTitle = style({ fontFamily: vars.font.family.heading, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const exploreText = style({ color: vars.color.text, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });
