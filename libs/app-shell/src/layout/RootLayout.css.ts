import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const frame = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background });

export const main = style({ flex: 1, outline: 'none' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.standard,
  top: '-100px',
  zIndex: 100,
  padding: vars.space.small,
  background: vars.color.surface,
  color: vars.color.text,
  ':focus': { top: vars.space.small },
});
