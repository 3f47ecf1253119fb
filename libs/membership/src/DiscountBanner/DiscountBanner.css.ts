import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

// A slim strip (the sticky header moves down 39 px when it shows, spec §9), the whole of it one button.
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.small}`,
  width: '100%',
  minHeight: 39,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.standard}`,
  border: 'none',
  background: vars.color.brandAccent,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  cursor: 'pointer',
  ':hover': { background: vars.color.brandAccentHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -4 },
  selectors: { '&[aria-disabled="true"]': { cursor: 'default' } },
});

export const code = style({
  padding: `0 ${vars.space.xsmall}`,
  border: `1px dashed currentColor`,
  borderRadius: vars.radius.small,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.05em',
});

export const message = style({ margin: 0, paddingInline: vars.space.standard, textAlign: 'center' });
