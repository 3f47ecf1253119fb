import { sprinkles, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export { visuallyHidden } from '@rewards/design-system';

export const cityList = style([
  sprinkles({ display: 'grid', gap: 'xxsmall', padding: 'xsmall' }),
  { listStyle: 'none', margin: 0, maxHeight: 'min(40vh, 320px)', overflowY: 'auto', border: `1px solid ${vars.color.borderSubtle}`, borderRadius: vars.radius.standard },
]);

export const cityOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: 44,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandAccentSoft },
    '&:has(input:checked)': { backgroundColor: vars.color.brandAccentSoft, fontWeight: vars.font.weight.medium },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

export const radio = style({ accentColor: vars.color.brandAccent, margin: 0, width: 18, height: 18, flexShrink: 0 });

export const cityState = style({ marginInlineStart: 'auto', color: vars.color.textMuted, fontSize: vars.font.size.small, fontWeight: vars.font.weight.regular });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.small });
