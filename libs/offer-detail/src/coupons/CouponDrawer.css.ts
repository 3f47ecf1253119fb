import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const heading = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const coupon = style({
  padding: vars.space.standard,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const expiredCoupon = style([coupon, { borderStyle: 'solid', borderColor: vars.color.borderSubtle, background: vars.color.background, color: vars.color.textMuted }]);

export const code = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.font.letterSpacing.caps,
  color: vars.color.text,
  wordBreak: 'break-all',
});

export const expiredCode = style([code, { color: vars.color.textMuted, textDecoration: 'line-through' }]);

export const codeLabel = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium, color: vars.color.textMuted, letterSpacing: 'normal' });

export const meta = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const copied = style({ minHeight: '1.2em', fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium, color: vars.color.positive });

export const partnerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.brandAccent,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandAccentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const alert = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.small });

export const termsList = style({ display: 'grid', gap: vars.space.small, margin: 0, paddingInlineStart: vars.space.large, color: vars.color.text });
