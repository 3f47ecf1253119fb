import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const waiting = style({
  padding: `${vars.space.xxlarge} ${vars.space.standard}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.standard,
});
