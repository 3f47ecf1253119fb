import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

// The look every form control shares with TextInput: a feature drawing a native select or date
// input composes these (`style([fieldControl, { … }])`) instead of copying the box, so the fields of a
// form stay alike when the theme changes.

/** A label above its control, with the small gap between them. */
export const fieldStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, width: '100%', fontFamily: vars.font.family.body });

/** The control's box: size, border, surface, text, and the brand outline while focused. */
export const fieldControl = style({
  width: '100%',
  minHeight: 48,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  selectors: {
    '&:focus': { borderColor: vars.color.brandAccent, boxShadow: `0 0 0 1px ${vars.color.brandAccent}` },
    '&:disabled': { cursor: 'not-allowed', backgroundColor: vars.color.background, color: vars.color.textMuted, borderColor: vars.color.borderSubtle },
  },
});

const criticalOutline = { borderColor: vars.color.critical, boxShadow: `0 0 0 1px ${vars.color.critical}` };

/** A control holding a value that was refused: the critical outline, focused or not. */
export const fieldControlInvalid = style({ ...criticalOutline, selectors: { '&:focus': criticalOutline } });
