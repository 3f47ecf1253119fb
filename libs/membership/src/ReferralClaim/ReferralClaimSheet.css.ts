import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const code = style({
  margin: 0,
  padding: vars.space.standard,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
});

export const codeValue = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.caps,
  wordBreak: 'break-all',
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });

export const link = style({
  color: vars.color.link,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
