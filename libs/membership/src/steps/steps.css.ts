import { choiceRow, outlinedCard, vars } from '@rewards/design-system';
import { keyframes, style } from '@vanilla-extract/css';

/** The payment step's own element (StepTransition's): its h1 and body are its children, so it lays them out. */
export const page = style({ maxWidth: 640, margin: '0 auto', padding: `${vars.space.large} ${vars.space.standard}`, display: 'grid', gap: vars.space.large });

export const h1 = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.tight, color: vars.color.text });

export const h2 = style({ margin: 0, fontSize: vars.font.size.large, color: vars.color.text });

export const card = style([
  outlinedCard,
  {
    padding: vars.space.standard,
    borderRadius: vars.radius.large,
  },
]);

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const critical = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.medium });

export const positive = style({ margin: 0, color: vars.color.positive, fontWeight: vars.font.weight.medium });

export const plan = style([
  choiceRow,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.medium,
    padding: vars.space.medium,
  },
]);

export const planName = style({ flex: 1, display: 'grid', gap: vars.space.xxsmall });

export const codeField = style({ flex: '1 1 200px' });

export const breakup = style({ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: `${vars.space.small} ${vars.space.standard}` });

export const breakupTerm = style({ margin: 0, color: vars.color.textMuted });

export const breakupValue = style({ margin: 0, textAlign: 'right', color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const total = style({ fontWeight: vars.font.weight.strong, color: vars.color.text });

export const strike = style({ textDecoration: 'line-through', color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

const pop = keyframes({
  '0%': { transform: 'scale(0.92)' },
  '40%': { transform: 'scale(1.04)' },
  '100%': { transform: 'scale(1)' },
});

export const applied = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.brandAccentSoft,
  color: vars.color.text,
});

/** The 2 s success animation on a freshly applied code (none for members who prefer less motion). */
export const appliedCelebrate = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pop} 2000ms ${vars.motion.easing}` } },
});

/** On the tinted applied-code strip the body text colour keeps contrast in every theme. */
export const appliedText = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weight.strong });

export const offer = style({ color: vars.color.text });
