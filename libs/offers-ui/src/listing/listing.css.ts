import { mediaQueries, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const exclusives = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.standard,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const exclusive = style({ display: 'flex', minWidth: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: 720 });
