import { choiceRow, sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const form = style([
  sprinkles({ display: 'grid', gap: 'large', padding: { mobile: 'standard', tablet: 'large' } }),
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

export const textarea = style({
  width: '100%',
  minHeight: 112,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  resize: 'vertical',
  selectors: { '&:focus': { borderColor: vars.color.brandAccent, boxShadow: `0 0 0 1px ${vars.color.brandAccent}` } },
});

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

export const done = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.positive}`,
  outline: 'none',
});

export const doneMessage = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.large, fontWeight: vars.font.weight.medium });

export const unavailable = style({ margin: 0, padding: vars.space.large, borderRadius: vars.radius.large, background: vars.color.surface, color: vars.color.textMuted });
