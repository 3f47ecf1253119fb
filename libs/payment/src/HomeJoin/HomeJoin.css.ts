import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.standard} ${vars.space.standard} 0`,
});
