import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export { visuallyHidden } from '@rewards/design-system';

export const page = style({ boxSizing: 'border-box', width: '100%', maxWidth: 880, margin: '0 auto', padding: `${vars.space.large} ${vars.space.standard}` });

export const title = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: 1.2, color: vars.color.text });

export const heading = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const lead = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.large });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const banner = style({ margin: 0, padding: `${vars.space.small} ${vars.space.standard}`, borderRadius: vars.radius.standard, background: vars.color.brandAccentSoft, color: vars.color.text, fontWeight: vars.font.weight.strong });

export const price = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const strike = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

/** The campaign's own colours come as custom properties (the data's bgColor / textColor). */
export const cta = style({
  appearance: 'none',
  border: 0,
  cursor: 'pointer',
  minHeight: 48,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.standard,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.strong,
  background: 'var(--campaign-bg)',
  color: 'var(--campaign-text)',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});

export const offer = style({ padding: vars.space.standard, border: `1px solid ${vars.color.borderSubtle}`, borderRadius: vars.radius.standard, color: vars.color.text });

export const footer = style({ borderTop: `1px solid ${vars.color.borderSubtle}`, paddingTop: vars.space.standard, color: vars.color.textMuted });
