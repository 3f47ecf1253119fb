import { vars } from '@rewards/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const header = styleVariants({
  standard: [base, { background: vars.color.surface, color: vars.color.text }],
  partner: [base, { background: vars.color.brandAccent, color: vars.color.onBrand }],
  transparent: [base, { background: vars.color.surface, color: vars.color.text }],
  logo: [base, { background: vars.color.surface, color: vars.color.text }],
});

export const inner = style({
  maxWidth: 1280,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.standard,
  padding: `${vars.space.small} ${vars.space.standard}`,
});

export const logo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
});

export const nav = style({ display: 'flex', gap: vars.space.standard, listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style({
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  padding: `${vars.space.xsmall} 0`,
  borderBottom: '2px solid transparent',
  selectors: { '&[aria-current="page"]': { borderBottomColor: vars.color.brandAccent } },
});

export const signIn = style({
  font: 'inherit',
  fontWeight: vars.font.weight.strong,
  textTransform: 'capitalize',
  color: vars.color.onBrand,
  background: vars.color.brandAccent,
  border: 'none',
  borderRadius: vars.radius.full,
  padding: `${vars.space.xsmall} ${vars.space.standard}`,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandAccentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
