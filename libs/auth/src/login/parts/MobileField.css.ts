import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const prefix = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  flexShrink: 0,
});

export const field = style({ flexGrow: 1, minWidth: 0 });
