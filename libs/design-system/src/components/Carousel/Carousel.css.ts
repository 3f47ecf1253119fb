import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../../styles/breakpoints';
import { vars } from '../../themes/contract.css';
import { roundControl } from '../../styles/surfaces.css';

/** How many items fit the width on phones and from 1024 px (3.5 shows half of the next one). */
export const itemsMobile = createVar();
export const itemsDesktop = createVar();
const gap = vars.space.standard;

export const root = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
});

export const viewport = style({
  overflow: 'hidden',
  // Keyboard focus rings of the slides' links are drawn inside the clipped area.
  padding: vars.space.xxsmall,
  margin: `calc(-1 * ${vars.space.xxsmall})`,
});

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginLeft: `calc(-1 * ${gap})`,
});

const itemWidth = {
  flex: `0 0 calc(100% / ${itemsMobile})`,
  '@media': { [mediaQueries.desktop]: { flex: `0 0 calc(100% / ${itemsDesktop})` } },
} as const;

export const slide = style({
  ...itemWidth,
  minWidth: 0,
  paddingLeft: gap,
  display: 'flex',
});
globalStyle(`${slide} > *`, { flex: '1 1 auto', minWidth: 0 });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: 24,
});

export const dots = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xxsmall, listStyle: 'none', margin: 0, padding: 0 });

export const dot = style({
  // A 24 px target (WCAG 2.5.8) around an 8 px dot.
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  '::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    transition: `width ${vars.motion.durationFast}`,
  },
  selectors: {
    '&[aria-current="true"]::before': { width: 18, background: vars.color.brandAccent, borderColor: vars.color.brandAccent },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

/** Arrows are a desktop affordance: phones swipe. */
export const arrow = style([
  roundControl,
  {
    display: 'none',
    position: 'absolute',
    top: `calc(50% - 32px)`,
    zIndex: 1,
    '@media': { [mediaQueries.desktop]: { display: 'grid' } },
  },
]);
export const previous = style({ left: `calc(-1 * ${vars.space.medium})` });
export const next = style({ right: `calc(-1 * ${vars.space.medium})` });

export const pause = style([roundControl, { width: 24, height: 24, boxShadow: 'none' }]);

export const flat = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, 240px), 1fr))`,
  '@media': { [mediaQueries.desktop]: { gridTemplateColumns: `repeat(auto-fill, calc((100% - ${gap} * (${itemsDesktop} - 1)) / ${itemsDesktop}))` } },
});

export const flatItem = style({ display: 'flex', minWidth: 0 });
globalStyle(`${flatItem} > *`, { flex: '1 1 auto', minWidth: 0 });
