import { mediaQueries, vars } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** Centred, at most 1280 px wide, never wider than the screen (no sideways scroll at 390 px). */
export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.standard} ${vars.space.standard} 0`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  overflowX: 'clip',
  '@media': { [mediaQueries.desktop]: { padding: `${vars.space.large} ${vars.space.large} ${vars.space.xlarge}`, gap: vars.space.xxlarge } },
});

/** Holds the place of the sections below the first screen while their code loads (no jump of the footer). */
export const restPlaceholder = style({ minHeight: '100vh' });
