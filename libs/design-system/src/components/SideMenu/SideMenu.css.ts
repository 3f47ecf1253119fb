import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { scrim } from '../../styles/surfaces.css';

/** Spec §9: the mobile side menu is 283 px wide. */
export const SIDE_MENU_WIDTH = 283;

const reducedMotion = '(prefers-reduced-motion: reduce)';
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

const noMotion = { '@media': { [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } } };

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 };

export const overlay = style([
  scrim,
  {
    selectors: {
      '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.durationStandard} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.durationStandard} ${vars.motion.easing}` },
    },
  },
  noMotion,
]);

export const panel = style([
  {
    position: 'fixed',
    zIndex: 1001,
    top: 0,
    bottom: 0,
    left: 0,
    width: SIDE_MENU_WIDTH,
    maxWidth: '85vw',
    display: 'flex',
    flexDirection: 'column',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    boxShadow: vars.shadow.large,
    selectors: {
      '&:focus': { outline: 'none' },
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.durationStandard} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${slideOut} ${vars.motion.durationStandard} ${vars.motion.easing}` },
    },
  },
  noMotion,
]);

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.standard}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.large,
  borderRadius: vars.radius.small,
  ':focus-visible': focusRing,
});

export { visuallyHidden } from '../../styles/visuallyHidden.css';


export const list = style({ listStyle: 'none', margin: 0, padding: `${vars.space.small} 0`, flex: 1 });

export const subList = style({ listStyle: 'none', margin: 0, padding: `0 0 ${vars.space.small} ${vars.space.xlarge}` });

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.small} ${vars.space.standard}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  ':focus-visible': { ...focusRing, outlineOffset: -2 },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brandAccentSoft } } } },
} as const;

export const item = style(row);

export const subItem = style({ ...row, minHeight: 40, fontWeight: vars.font.weight.regular, color: vars.color.textMuted });

export const icon = style({ width: 24, height: 24, objectFit: 'contain', flexShrink: 0 });

export const chevron = style({
  marginLeft: 'auto',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const download = style({
  display: 'grid',
  gap: vars.space.small,
  margin: vars.space.standard,
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.brandAccentSoft,
});

export const downloadImage = style({ width: 56, height: 56, objectFit: 'contain' });

export const downloadTitle = style({ margin: 0, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const downloadText = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.text });

export const downloadCta = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.brandAccent,
  color: vars.color.onBrand,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  ':focus-visible': focusRing,
  '@media': { '(hover: hover)': { selectors: { '&:hover': { backgroundColor: vars.color.brandAccentHover } } } },
});
