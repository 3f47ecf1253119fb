import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

// Shared by the profile form and the completion prompts: a select and a radio group that sit
// next to the design system's TextInput and look like it.

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, width: '100%', fontFamily: vars.font.family.body, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const label = style({ color: vars.color.text, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium, lineHeight: vars.font.lineHeight.standard, padding: 0 });

export const select = style({
  width: '100%',
  minHeight: 48,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  fontFamily: 'inherit',
  selectors: {
    '&:focus': { borderColor: vars.color.brandAccent, boxShadow: `0 0 0 1px ${vars.color.brandAccent}` },
    '&:disabled': { backgroundColor: vars.color.background, color: vars.color.textMuted, borderColor: vars.color.borderSubtle },
  },
});

const criticalOutline = { borderColor: vars.color.critical, boxShadow: `0 0 0 1px ${vars.color.critical}` };
export const selectInvalid = style([select, { ...criticalOutline, selectors: { '&:focus': criticalOutline } }]);

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
