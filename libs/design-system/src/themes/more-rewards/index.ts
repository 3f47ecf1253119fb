import type { ThemeMeta } from '../themeMeta';
import { moreRewardsTokens } from './tokens';

export { themeClass } from './theme.css';

export const themeMeta = {
  id: 'more-rewards',
  name: 'More Rewards',
  brandColor: moreRewardsTokens.color.brandAccent,
} as const satisfies ThemeMeta;
