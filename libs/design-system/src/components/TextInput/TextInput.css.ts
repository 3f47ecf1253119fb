import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { fieldControl, fieldStack } from '../../styles/fields.css';

export const root = fieldStack;

export const input = recipe({
  base: [
    fieldControl,
    {
      lineHeight: vars.font.lineHeight.standard,
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: vars.motion.durationFast,
      transitionTimingFunction: vars.motion.easing,
      '::placeholder': { color: vars.color.textMuted, opacity: 1 },
      selectors: {
        '&:hover:not(:disabled)': { borderColor: vars.color.text },
        '&:focus-visible': { outlineOffset: '1px' },
        // The search type's native clear button uses the platform's colours.
        '&::-webkit-search-cancel-button': { cursor: 'pointer' },
      },
    },
  ],
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


