import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const button = style({
  flexShrink: 0,
  width: 32,
  height: 32,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
