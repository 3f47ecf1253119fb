import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const verified = style({
  margin: 0,
  color: vars.color.positive,
  fontWeight: vars.font.weight.strong,
});

/** The check mark drawn on the positive-coloured disc. */
export const tick = style({ stroke: vars.color.surface });

export const timer = style({ color: vars.color.text, fontWeight: vars.font.weight.medium, fontVariantNumeric: 'tabular-nums' });
