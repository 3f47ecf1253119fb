// The console's frame: a header across the top, the sections' navigation beside the page from
// 1024 px (a menu button above it on narrower screens), the page in the main landmark.
import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries, vars } from '@rewards/design-system';

const desktop = mediaQueries.desktop;

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: vars.space.small,
  zIndex: 10,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.link,
  fontWeight: vars.font.weight.strong,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const frame = style({
  display: 'grid',
  minHeight: '100vh',
  gridTemplateRows: 'auto auto 1fr',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"header" "nav" "main"',
  '@media': {
    [desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)', gridTemplateRows: 'auto 1fr', gridTemplateAreas: '"header header" "nav main"' },
  },
});

export const header = style({
  gridArea: 'header',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.small} ${vars.space.standard}`,
  padding: `${vars.space.medium} ${vars.space.standard}`,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrand,
  '@media': { [desktop]: { padding: `${vars.space.medium} ${vars.space.large}` } },
});

export const productName = style({
  color: vars.color.onBrand,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outlineColor: vars.color.onBrand } },
});

export const staff = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xsmall} ${vars.space.standard}` });

export const staffName = style({ display: 'grid', fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.tight });

export const staffRoles = style({ fontSize: vars.font.size.xsmall });

export const signOut = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `2px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.standard,
  backgroundColor: 'transparent',
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outlineColor: vars.color.onBrand },
    '&[aria-disabled="true"]': { cursor: 'progress' },
  },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brandAccentHover } } } },
});

export const nav = style({
  gridArea: 'nav',
  padding: `${vars.space.small} ${vars.space.standard}`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  '@media': { [desktop]: { padding: vars.space.standard, borderBottom: 'none', borderRight: `1px solid ${vars.color.borderSubtle}` } },
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  '@media': { [desktop]: { display: 'none' } },
});

export const navList = style({
  display: 'none',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[data-open="true"]': { display: 'grid', gap: vars.space.xxsmall, marginTop: vars.space.small } },
  '@media': { [desktop]: { display: 'grid', gap: vars.space.xxsmall } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { backgroundColor: vars.color.brandAccentSoft, color: vars.color.brandAccent, fontWeight: vars.font.weight.strong },
  },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { textDecoration: 'underline' } } } },
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space.standard,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [desktop]: { padding: `${vars.space.large} ${vars.space.xlarge}` } },
});

/** A page of the shell's own (home, not found, not allowed, loading): headings and text spaced alike. */
export const page = style({ display: 'grid', gap: vars.space.standard, maxWidth: 960 });


export const muted = style({ color: vars.color.textMuted });

export const cards = style({
  display: 'grid',
  gap: vars.space.standard,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gap: vars.space.xsmall,
  height: '100%',
  padding: vars.space.standard,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  textDecoration: 'none',
  '@media': { '(hover: hover)': { selectors: { '&:hover': { borderColor: vars.color.border } } } },
});

export const cardTitle = style({ color: vars.color.link, fontWeight: vars.font.weight.strong, fontSize: vars.font.size.large });

export const alert = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.critical,
});

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  marginBottom: vars.space.standard,
});

export const link = style({ color: vars.color.link });

// ── the sign-in page ──
export const signInPage = style({
  display: 'grid',
  minHeight: '100vh',
  placeItems: 'center',
  padding: vars.space.standard,
});

export const signInCard = style({
  display: 'grid',
  gap: vars.space.standard,
  width: '100%',
  maxWidth: 480,
  padding: vars.space.large,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.medium,
});

export const eyebrow = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, fontWeight: vars.font.weight.strong, letterSpacing: vars.font.letterSpacing.caps, textTransform: 'uppercase' });

/** The language switch on the sign-in page: a quiet text button under the way in. */
export const languageLink = style({
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const demo = style({
  display: 'grid',
  gap: vars.space.small,
  paddingTop: vars.space.standard,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.font.size.small,
});

export const demoList = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, paddingLeft: vars.space.large });

globalStyle(`${main} h1, ${page} h1, ${signInCard} h1`, { fontFamily: vars.font.family.heading, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.tight });
