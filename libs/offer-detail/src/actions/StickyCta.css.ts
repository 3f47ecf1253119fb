import { mediaQueries, vars } from '@rewards/design-system';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.standard}`,
  paddingBottom: `calc(${vars.space.small} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.large,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${slideUp} 350ms ${vars.motion.easing}` },
  },
});

export const type = styleVariants({
  // Phones only: from 1024 px the hero CTA stays in reach.
  sticky_odp_cta: [bar, { '@media': { [mediaQueries.desktop]: { display: 'none' } } }],
  sticky_payment_cta: [bar, { justifyContent: 'stretch' }],
  sticky_payment_cta_v2: [bar, { justifyContent: 'space-between', paddingBlock: vars.space.xsmall }],
  odp_cta: [{ display: 'contents' }],
});

export const grow = style({ flex: 1 });

export const price = style({ margin: 0, fontWeight: vars.font.weight.strong, color: vars.color.text, fontSize: vars.font.size.standard });
