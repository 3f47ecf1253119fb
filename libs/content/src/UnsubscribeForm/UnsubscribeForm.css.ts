import { choiceRow, fieldControl, sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** The form's frame; its fields are a Stack (large) inside it. */
export const form = style([
  sprinkles({ padding: { mobile: 'standard', tablet: 'large' } }),
  { borderRadius: vars.radius.large, background: vars.color.surface, border: `1px solid ${vars.color.borderSubtle}` },
]);

export const legend = style({ padding: 0, marginBottom: vars.space.small, color: vars.color.text, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

export const reason = style([
  choiceRow,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    minHeight: 44,
    padding: `${vars.space.small} ${vars.space.standard}`,
  },
]);

export const radio = style({ width: 20, height: 20, margin: 0, flexShrink: 0, accentColor: vars.color.brandAccent });

/** Drawn like the design system's text fields, taller and padded all round. */
export const textarea = style([fieldControl, { minHeight: 112, padding: vars.space.medium, lineHeight: vars.font.lineHeight.standard, resize: 'vertical' }]);

export const counter = style({ margin: 0, justifySelf: 'end', color: vars.color.textMuted, fontSize: vars.font.size.xsmall });

export const failure = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.surface,
  color: vars.color.critical,
  fontWeight: vars.font.weight.medium,
});

/** The confirmation that replaces the form: one message, focused when it appears. */
export const done = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.positive}`,
  outline: 'none',
});

export const doneMessage = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.large, fontWeight: vars.font.weight.medium });

export const unavailable = style({ margin: 0, padding: vars.space.large, borderRadius: vars.radius.large, background: vars.color.surface, color: vars.color.textMuted });
