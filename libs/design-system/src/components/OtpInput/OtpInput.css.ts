import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: '100%',
  fontFamily: vars.font.family.body,
});


/** input-otp lays its one real (transparent) input over this box; the slots are drawn beneath. */
export const container = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  maxWidth: 360,
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
});

/** The number of boxes, set inline from the `length` prop. */
export const lengthVar = createVar();

export const slots = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${fallbackVar(lengthVar, '6')}, minmax(0, 1fr))`,
  gap: vars.space.small,
  width: '100%',
  '@media': { [mediaQueries.tablet]: { gap: vars.space.medium } },
});

export const slot = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    aspectRatio: '5 / 6',
    minHeight: 44,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.standard,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.xlarge,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
  },
  variants: {
    active: {
      true: { borderColor: vars.color.brandAccent, boxShadow: `0 0 0 2px ${vars.color.brandAccent}` },
      false: {},
    },
    invalid: {
      true: { borderColor: vars.color.critical },
      false: {},
    },
    disabled: {
      true: { backgroundColor: vars.color.background, color: vars.color.textMuted, borderColor: vars.color.borderSubtle },
      false: {},
    },
  },
  compoundVariants: [{ variants: { active: true, invalid: true }, style: { boxShadow: `0 0 0 2px ${vars.color.critical}` } }],
});

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

/** The real caret is transparent; this one blinks in the active empty slot. */
export const caret = style({
  width: 2,
  height: '1.2em',
  backgroundColor: vars.color.text,
  animation: `${blink} 1.1s step-end infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});


