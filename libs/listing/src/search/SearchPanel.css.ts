import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'grid', gap: vars.space.standard, minHeight: 240 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const empty = style({ margin: 0, padding: `${vars.space.large} 0`, textAlign: 'center', color: vars.color.text, fontWeight: vars.font.weight.medium });

export const error = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.medium });

/** A result's link (a block); its logo and text are an Inline (small, centred, one line) inside it. */
export const result = style({
  display: 'block',
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { background: vars.color.brandAccentSoft },
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const logo = style({ flexShrink: 0, borderRadius: vars.radius.small, objectFit: 'contain', background: vars.color.surface });

export const text = style({ display: 'grid', minWidth: 0 });

export const title = style({ fontWeight: vars.font.weight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const company = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });
