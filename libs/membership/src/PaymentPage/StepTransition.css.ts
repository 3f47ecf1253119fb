import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/**
 * Spec §2 (payment): route changes animate for 300 ms, the design system's standard duration
 * (`vars.motion.durationStandard`). A payment step entered by a route change fades and rises in over the standard duration: a CSS
 * transition from its starting style, run once when the step's element is inserted. Members who
 * prefer reduced motion get the step at once (no transition at all).
 */
export const stepEnter = style({
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transitionProperty: 'opacity, transform',
      transitionDuration: vars.motion.durationStandard,
      transitionTimingFunction: vars.motion.easing,
      '@starting-style': { opacity: 0, transform: 'translateY(0.75rem)' },
    },
  },
});
