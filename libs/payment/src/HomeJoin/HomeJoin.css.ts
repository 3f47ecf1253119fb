import { sprinkles } from '@rewards/design-system';
import { style } from '@vanilla-extract/css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 'medium', paddingX: 'standard', paddingTop: 'standard' }),
  { maxWidth: 1280, margin: '0 auto' },
]);
