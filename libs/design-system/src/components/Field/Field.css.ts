import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

export const label = recipe({
  base: {
    color: vars.color.text,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.standard,
  },
  variants: {
    hidden: {
      // Visually hidden but still the control's accessible name.
      true: visuallyHidden,
      false: {},
    },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.standard,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.2em' });
