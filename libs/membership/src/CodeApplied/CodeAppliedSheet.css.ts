import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const badge = style({
  padding: vars.space.standard,
  border: `1px dashed ${vars.color.positive}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const tick = style({ flex: 'none', color: vars.color.positive });

export const code = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.caps,
  color: vars.color.text,
  wordBreak: 'break-all',
});

export const line = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
