import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** The widget reads these custom properties; they map it onto the partner's theme. */
export const host = style({
  vars: {
    '--altcha-color-base': vars.color.surface,
    '--altcha-color-base-content': vars.color.text,
    '--altcha-color-neutral': vars.color.border,
    '--altcha-color-neutral-content': vars.color.text,
    '--altcha-color-primary': vars.color.brandAccent,
    '--altcha-color-primary-content': vars.color.onBrand,
    '--altcha-color-error': vars.color.critical,
    '--altcha-color-error-content': vars.color.onBrand,
    '--altcha-color-success': vars.color.positive,
    '--altcha-color-success-content': vars.color.onBrand,
    '--altcha-checkbox-border-color': vars.color.border,
    '--altcha-checkbox-outline-color': vars.color.focusRing,
    '--altcha-border-radius': vars.radius.standard,
    '--altcha-max-width': '100%',
  },
  minHeight: 72,
  fontFamily: vars.font.family.body,
  color: vars.color.text,
});
