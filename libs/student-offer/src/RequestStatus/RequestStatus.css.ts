import { outlinedCard, vars } from '@rewards/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

/** The card's frame; its content is a Stack (small) inside it. */
export const card = style([outlinedCard, { padding: vars.space.standard, borderRadius: vars.radius.large }]);

export const heading = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const state = style({ margin: 0, fontWeight: vars.font.weight.strong, color: vars.color.text });

const dot = style({ flexShrink: 0, width: 10, height: 10, borderRadius: vars.radius.full });
export const stateDot = styleVariants({
  SUBMITTED: [dot, { background: vars.color.info }],
  APPROVED: [dot, { background: vars.color.positive }],
  REJECTED: [dot, { background: vars.color.critical }],
});

export const text = style({ margin: 0, color: vars.color.text, lineHeight: vars.font.lineHeight.standard });

export const note = style({ margin: 0, padding: vars.space.medium, borderRadius: vars.radius.standard, background: vars.color.surfaceRaised, color: vars.color.text });

export const details = style({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: `${vars.space.xxsmall} ${vars.space.standard}`, margin: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const value = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.small, overflowWrap: 'anywhere' });
