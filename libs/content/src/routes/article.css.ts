import { vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const back = style({ justifySelf: 'start' });

export const meta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const author = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const figure = style({ margin: 0, borderRadius: vars.radius.large, overflow: 'hidden', background: vars.color.brandAccentSoft, aspectRatio: '16 / 9' });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const tag = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandAccentSoft,
  color: vars.color.text,
  fontSize: vars.font.size.small,
});
