import type { ThemeMeta } from '../themeMeta';
import { shopperTokens } from './tokens';

export { themeClass } from './theme.css';

export const themeMeta = {
  id: 'shopper',
  name: 'Shopper Rewards',
  brandColor: shopperTokens.color.brandAccent,
} as const satisfies ThemeMeta;
