import { softPill, vars, visuallyHidden as hidden } from '@rewards/design-system';
import { keyframes, style } from '@vanilla-extract/css';

export const area = style({ width: '100%' });

export const upper = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

export const lower = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const unlock = style({ margin: 0, color: vars.color.positive, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

export const alert = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

export const success = style({ margin: 0, color: vars.color.positive, fontSize: vars.font.size.small });

export const chip = style([
  softPill,
  {
    padding: `${vars.space.xsmall} ${vars.space.medium}`,
    fontWeight: vars.font.weight.medium,
  },
]);

export const linkChip = style([
  chip,
  {
    background: vars.color.surface,
    border: `1px solid ${vars.color.brandAccent}`,
    color: vars.color.brandAccent,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.brandAccentSoft }, '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
  },
]);

export const pausedLink = style({ color: vars.color.link, fontSize: vars.font.size.small, fontWeight: vars.font.weight.medium });

const pulse = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.5 }, '100%': { opacity: 1 } });

export const skeleton = style({
  display: 'block',
  width: 220,
  height: 48,
  borderRadius: vars.radius.standard,
  background: vars.color.borderSubtle,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.5s ease-in-out infinite` } },
});

export const visuallyHidden = hidden;
