import { fieldControl, fieldControlInvalid, fieldStack, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

// Shared by the profile form and the completion prompts: a select and a radio group that sit
// next to the design system's TextInput and look like it.

// also a fieldset: without its own border, padding and minimum width
export const field = style([fieldStack, { border: 0, padding: 0, margin: 0, minWidth: 0 }]);

export const label = style({ color: vars.color.text, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.standard, padding: 0 });

export const select = fieldControl;

export const selectInvalid = style([fieldControl, fieldControlInvalid]);

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: 44,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brandAccent, boxShadow: `0 0 0 1px ${vars.color.brandAccent}`, backgroundColor: vars.color.brandAccentSoft },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const radio = style({ accentColor: vars.color.brandAccent, margin: 0, width: 18, height: 18 });
