import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const banner = style({
  position: 'fixed',
  insetInline: vars.space.standard,
  bottom: vars.space.standard,
  zIndex: 40,
  maxWidth: 560,
  marginInline: 'auto',
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  border: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong });

export const text = style({ margin: `${vars.space.small} 0`, fontSize: vars.font.size.small });
