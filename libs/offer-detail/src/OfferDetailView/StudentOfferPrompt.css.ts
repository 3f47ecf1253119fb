import { outlinedCard, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const prompt = style([
  outlinedCard,
  { width: '100%', padding: vars.space.standard, borderRadius: vars.radius.standard },
]);

export const title = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.standard });
