import { mediaQueries, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const greeting = style({ display: 'grid', gap: vars.space.xsmall });

export const row = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.standard,
});

export const item = style({ display: 'flex', width: '100%', '@media': { [mediaQueries.tablet]: { width: 'auto' } } });
