import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';
import { closeGlyphButton } from '../../styles/surfaces.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.standard}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderBottom: `1px solid ${vars.color.borderSubtle}`,
    fontFamily: vars.font.family.body,
  },
  variants: {
    phoneOnly: { true: { '@media': { [mediaQueries.mobileArea]: { display: 'none' } } }, false: {} },
    // hidden, not removed: its place stays, so the page does not move up and back down
    concealed: { true: { visibility: 'hidden' }, false: {} },
  },
});

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({ display: 'block', fontWeight: vars.font.weight.strong, fontSize: vars.font.size.standard });

export const message = style({ display: 'block', fontSize: vars.font.size.small, color: vars.color.textMuted });

export const action = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.standard,
  borderRadius: vars.radius.standard,
  background: vars.color.brandAccent,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  ':hover': { background: vars.color.brandAccentHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const close = closeGlyphButton;
