import { vars } from '../../themes/contract.css';
import { closeGlyphButton } from '../../styles/surfaces.css';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  position: 'fixed',
  insetInline: vars.space.standard,
  bottom: vars.space.standard,
  zIndex: 10,
  maxWidth: 480,
  marginInline: 'auto',
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderInlineStart: '4px solid',
  fontWeight: vars.font.weight.medium,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const toast = styleVariants({
  success: [base, { borderColor: vars.color.positive }],
  error: [base, { borderColor: vars.color.critical }],
});

export const title = style({ display: 'block', marginBottom: vars.space.xxsmall });

export const body = style({ flex: 1, minWidth: 0 });

export const close = style([
  closeGlyphButton,
  {
    marginBlock: `calc(-1 * ${vars.space.small})`,
    marginInlineEnd: `calc(-1 * ${vars.space.small})`,
  },
]);
