import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, textTransform: 'uppercase', letterSpacing: vars.font.letterSpacing.caps });

export const separator = style({ color: vars.color.textMuted });

export const link = style({
  color: vars.color.link,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const current = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
