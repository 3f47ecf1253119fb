import { sprinkles } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

/** Centred, at most 1280 px wide, never wider than the screen (no sideways scroll at 390 px). */
export const page = style([
  sprinkles({
    display: 'grid',
    gridTemplateColumns: 1,
    gap: { mobile: 'xlarge', desktop: 'xxlarge' },
    paddingTop: { mobile: 'standard', desktop: 'large' },
    paddingX: { mobile: 'standard', desktop: 'large' },
    paddingBottom: { mobile: 'none', desktop: 'xlarge' },
  }),
  { boxSizing: 'border-box', width: '100%', maxWidth: 1280, margin: '0 auto', overflowX: 'clip' },
]);

/** Holds the place of the sections below the first screen while their code loads (no jump of the footer). */
export const restPlaceholder = style({ minHeight: '100vh' });
