import { outlinedCard, vars } from '@rewards/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

export { visuallyHidden } from '@rewards/design-system';

/** How a state looks: calm before the start, green while on sale, urgent near the end or stock, grey once over, red on an error. */
export const flashSaleTones = ['upcoming', 'live', 'urgent', 'over', 'error'] as const;
export type FlashSaleTone = (typeof flashSaleTones)[number];

export const root = style([
  outlinedCard,
  {
    padding: vars.space.standard,
    borderRadius: vars.radius.large,
    borderLeftWidth: 4,
  },
]);

export const tone = styleVariants({
  upcoming: { borderLeftColor: vars.color.info },
  live: { borderLeftColor: vars.color.positive },
  urgent: { borderLeftColor: vars.color.highlight },
  over: { borderLeftColor: vars.color.border },
  error: { borderLeftColor: vars.color.critical },
});

export const headline = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, lineHeight: vars.font.lineHeight.tight });

export const headlineTone = styleVariants({
  upcoming: { color: vars.color.info },
  live: { color: vars.color.positive },
  // A badge: highlight colours are only guaranteed legible as a pair.
  urgent: {
    justifySelf: 'start',
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    borderRadius: vars.radius.full,
    background: vars.color.highlight,
    color: vars.color.onHighlight,
    fontSize: vars.font.size.standard,
  },
  over: { color: vars.color.textMuted },
  error: { color: vars.color.critical },
});

export const countdown = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const helper = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });
export const helperError = style({ color: vars.color.critical });
