import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const panRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });

export const panField = style({ flex: '1 1 220px' });

/** Level with the PAN field's box when they sit side by side. */
export const panButton = style({ flex: '0 0 auto', paddingBottom: 2 });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, width: '100%', fontFamily: vars.font.family.body });

/** The native date input, drawn like the design system's text fields. */
export const dateInput = style({
  width: '100%',
  minHeight: 48,
  paddingInline: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.standard,
  selectors: {
    '&:focus': { borderColor: vars.color.brandAccent, boxShadow: `0 0 0 1px ${vars.color.brandAccent}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, boxShadow: `0 0 0 1px ${vars.color.critical}` },
  },
});

export const consent = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });

export const checkbox = style({ width: 20, height: 20, marginTop: 2, flexShrink: 0, accentColor: vars.color.brandAccent });
