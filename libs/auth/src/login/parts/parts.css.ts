import { dialogTitleText, vars } from '@rewards/design-system';
import { keyframes, style } from '@vanilla-extract/css';

export const screen = style({ fontFamily: vars.font.family.body, color: vars.color.text });

export const heading = dialogTitleText;

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });

export const number = style({ fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' });

export const linkButton = style({
  justifySelf: 'start',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  minHeight: 24,
});

export const link = style({ color: vars.color.link, fontWeight: vars.font.weight.medium, textUnderlineOffset: '0.2em' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: `${spin} 2s linear infinite` } },
});
