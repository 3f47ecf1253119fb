import { mediaQueries, sprinkles, vars } from '@rewards/design-system';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 };
const reducedMotion = '(prefers-reduced-motion: reduce)';

const base = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  borderBottom: `1px solid ${vars.color.border}`,
  // Never wider than the page: a server-rendered desktop header in a narrow window (the server
  // guessed the screen from the user agent) is clipped until the browser renders its own.
  overflowX: 'clip',
  transitionProperty: 'background-color, box-shadow, border-color',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easing,
  '@media': { [reducedMotion]: { transition: 'none' } },
});

const solid = { background: vars.color.surface, color: vars.color.text, borderBottomColor: vars.color.border, boxShadow: vars.shadow.small };

export const header = styleVariants({
  standard: [base, solid],
  partner: [base, { background: vars.color.brandAccent, color: vars.color.onBrand }],
  // At the top of the page the header lets the page show through: fully on the home page, behind a
  // frosted surface on offer pages (their content scrolls under it for 350 px). Solid once scrolled.
  transparent: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      borderBottomColor: 'transparent',
      selectors: {
        '&[data-solid="true"]': solid,
        '&[data-solid="false"][data-offer="true"]': {
          background: `color-mix(in srgb, ${vars.color.surface} 85%, transparent)`,
          backdropFilter: 'blur(8px)',
        },
      },
    },
  ],
  logo: [base, solid],
});

// From 1024 px the row wraps: with larger text (200%, issue 33) the actions go to a second row and
// the header grows, where a clipped row put 'sign in' past the window's edge (focus could not reach
// it on screen). Phones keep one row, where the brand name wraps inside its own box instead.
export const inner = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: { mobile: 'small', desktop: 'large' }, paddingX: 'standard', paddingY: 'small' }),
  { maxWidth: 1280, margin: '0 auto', minHeight: 56, '@media': { [mediaQueries.desktop]: { minHeight: 64, flexWrap: 'wrap', rowGap: vars.space.small } } },
]);

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
  borderRadius: vars.radius.small,
  // On phones a long brand name ('Shopper Rewards') wraps to two lines inside its own box instead of
  // running under Search and sign in; from 1024 px it stays on one line and never shrinks under its
  // text (which then ran over 'Home' at 200% text): the row wraps instead.
  minWidth: 0,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [mediaQueries.desktop]: { whiteSpace: 'nowrap', flexShrink: 0 } },
  ':focus-visible': focusRing,
});

globalStyle(`${logo} > img`, { flexShrink: 0 });
/** The logo as a button (the make-payment screen's card offer). */
export const logoButton = style([logo, { border: 0, padding: 0, background: 'transparent', cursor: 'pointer', font: 'inherit', fontWeight: vars.font.weight.strong, fontSize: vars.font.size.large }]);

/** On narrow phones the brand name gives way to the actions. */
export const logoNameMobile = style({ '@media': { 'screen and (max-width: 359px)': { display: 'none' } } });

/** Phones: the member's links on a second row that scrolls sideways. */
export const mobileRow = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'small', paddingX: 'standard', paddingBottom: 'small' }),
  { selectors: { '&:empty': { display: 'none' } } },
]);

export const mobileNav = style({
  overflowX: 'auto',
  minWidth: 0,
});

export const navLink = style({
  display: 'inline-block',
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  padding: `${vars.space.xsmall} 0`,
  borderBottom: '2px solid transparent',
  whiteSpace: 'nowrap',
  ':focus-visible': focusRing,
  selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.brandAccent } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginLeft: 'auto',
  '@media': { [mediaQueries.desktop]: { gap: vars.space.standard, flexWrap: 'wrap', justifyContent: 'flex-end' } },
});

const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 40,
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.full,
  padding: `${vars.space.xsmall} ${vars.space.standard}`,
  cursor: 'pointer',
  textDecoration: 'none',
  ':focus-visible': focusRing,
} as const;

export const signIn = style({
  ...pill,
  textTransform: 'capitalize',
  color: vars.color.onBrand,
  background: vars.color.brandAccent,
  border: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandAccentHover },
    [`${header.partner} &`]: { color: vars.color.brandAccent, background: vars.color.surface },
  },
});

export const joinButton = style({
  ...pill,
  color: vars.color.brandAccent,
  background: vars.color.surface,
  border: `2px solid ${vars.color.brandAccent}`,
  selectors: { '&:hover': { background: vars.color.brandAccentSoft } },
});

export const profileLink = style({
  ...pill,
  color: 'inherit',
  border: `1px solid currentColor`,
  selectors: { '&[aria-current="page"]': { background: vars.color.brandAccentSoft, color: vars.color.brandAccent } },
});

export const searchLink = style({
  ...pill,
  color: 'inherit',
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  minWidth: 40,
  justifyContent: 'center',
  selectors: { [`${header.partner} &`]: { borderColor: 'currentColor' } },
});

export const cityButton = style({
  ...pill,
  fontWeight: vars.font.weight.medium,
  color: 'inherit',
  background: 'transparent',
  border: `1px solid ${vars.color.border}`,
  selectors: { [`${header.partner} &`]: { borderColor: 'currentColor' } },
});

export const cityLabel = style({ fontWeight: vars.font.weight.medium });

export const citySelect = style({
  minHeight: 44,
  padding: `0 ${vars.space.medium}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  ':focus-visible': focusRing,
});

export const cityError = style({ margin: 0, color: vars.color.critical });

export const sectionNav = style({
  overflowX: 'auto',
  '@media': { 'screen and (max-width: 1023px)': { padding: `0 ${vars.space.standard} ${vars.space.small}` } },
});

export const sectionTab = style({
  display: 'inline-block',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  border: '1px solid transparent',
  ':focus-visible': focusRing,
  selectors: {
    '&:hover': { borderColor: vars.color.border },
    '&[aria-current]': { background: vars.color.brandAccent, color: vars.color.onBrand },
  },
});

export { visuallyHidden } from '@rewards/design-system';

/** 'Link copied': a small toast under the header. */
export const notice = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.large,
  transform: 'translateX(-50%)',
  zIndex: 20,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.medium,
});

/** The other language, named in itself (LanguageSwitch): an outlined pill like the city's. */
export const languageSwitch = style([cityButton, { padding: `${vars.space.xsmall} ${vars.space.medium}` }]);

/** The header's: the language's first letters in a round button, so the header keeps its one row at 200 % text. */
export const languageSwitchShort = style([cityButton, { minWidth: 44, minHeight: 44, padding: `0 ${vars.space.small}`, justifyContent: 'center' }]);
