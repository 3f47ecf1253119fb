import { sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const switchButton = style({
  position: 'relative',
  width: 48,
  height: 28,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  padding: 0,
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.brandAccent, borderColor: vars.color.brandAccent },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const knob = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 20,
  height: 20,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: { [`${switchButton}[aria-checked="true"] &`]: { transform: 'translateX(20px)', background: vars.color.onBrand } },
});

export const item = style([
  sprinkles({ padding: 'medium' }),
  { borderRadius: vars.radius.standard, border: `1px solid ${vars.color.borderSubtle}` },
]);
