import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** Fades while the plan CTA or the gift code loads (spec §4). */
export const wrapper = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.durationStandard,
  selectors: { '&[aria-busy="true"]': { opacity: 0.5 } },
});

