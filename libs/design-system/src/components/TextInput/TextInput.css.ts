import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: '100%',
  fontFamily: vars.font.family.body,
});


export const input = recipe({
  base: {
    width: '100%',
    minHeight: 48,
    paddingInline: vars.space.medium,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.standard,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.durationFast,
    transitionTimingFunction: vars.motion.easing,
    '::placeholder': { color: vars.color.textMuted, opacity: 1 },
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus': { borderColor: vars.color.brandAccent, boxShadow: `0 0 0 1px ${vars.color.brandAccent}` },
      '&:focus-visible': { outlineOffset: '1px' },
      '&:disabled': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.background,
        color: vars.color.textMuted,
        borderColor: vars.color.borderSubtle,
      },
      // The search type's native clear button uses the platform's colours.
      '&::-webkit-search-cancel-button': { cursor: 'pointer' },
    },
  },
  variants: {
    invalid: {
      true: {
        borderColor: vars.color.critical,
        boxShadow: `0 0 0 1px ${vars.color.critical}`,
        selectors: {
          '&:hover:not(:disabled), &:focus': { borderColor: vars.color.critical, boxShadow: `0 0 0 1px ${vars.color.critical}` },
        },
      },
      false: {},
    },
  },
});


