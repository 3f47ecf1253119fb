import { mediaQueries, renderedNearScreen, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 };

export const footer = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.xlarge,
  // Laid out and painted only near the screen: it is below the first screen of every page, and its
  // links were a sixth of the first layout. Until then it holds its usual height.
  ...renderedNearScreen(1180, 670),
});

export const inner = style({ maxWidth: 1280, margin: '0 auto', padding: `${vars.space.large} ${vars.space.standard}`, display: 'grid', gap: vars.space.large });

export const brandName = style({ margin: 0, fontWeight: vars.font.weight.strong, fontSize: vars.font.size.large });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const joinButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.large}`,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.brandAccent,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  ':hover': { background: vars.color.brandAccentHover },
  ':focus-visible': focusRing,
});

export const group = style({ display: 'grid', alignContent: 'start', gap: vars.space.small });

export const groupHiddenOnMobile = style([group, { display: 'none', '@media': { [mediaQueries.desktop]: { display: 'grid' } } }]);

export const groupHeading = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong });

export const link = style({
  color: vars.color.link,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});

export const iconSection = style({ display: 'grid', gap: vars.space.small, marginBottom: vars.space.standard });

export const appIcon = style({ display: 'inline-block', borderRadius: vars.radius.small, ':focus-visible': focusRing });

export const socialIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  ':focus-visible': focusRing,
});

export const benefitLine = style({ margin: 0, lineHeight: 1.8, color: vars.color.textMuted });

export const small = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

/** Links inside a line of text are underlined, so colour is not the only thing that tells them apart. */
export const inlineLink = style([link, { textDecoration: 'underline', ':hover': { textDecoration: 'none' } }]);

/** The xmas theme's festive base: a decorative strip the full width of the footer, scaled, never cropped. */
export const festiveImage = style({ display: 'block', width: '100%', height: 'auto', maxHeight: 120, objectFit: 'contain', objectPosition: 'bottom center' });
