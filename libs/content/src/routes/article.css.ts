import { softPill, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const back = style({ justifySelf: 'start' });

export const figure = style({ margin: 0, borderRadius: vars.radius.large, overflow: 'hidden', background: vars.color.brandAccentSoft, aspectRatio: '16 / 9' });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const tag = style([
  softPill,
  {
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
  },
]);
