import { mediaQueries, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

// Cards have fixed sizes per variant (SMALL 250 wide, BIG and COVER 300), so a wrapping row keeps
// each at its designed size instead of stretching them into uneven grid columns.
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.standard,
});

// Full-width cards on phones; designed fixed sizes from tablet up.
export const item = style({ display: 'flex', width: '100%', '@media': { [mediaQueries.tablet]: { width: 'auto' } } });
