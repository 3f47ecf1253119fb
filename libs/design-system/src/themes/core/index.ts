import type { ThemeMeta } from '../themeMeta';
import { coreTokens } from './tokens';

export { themeClass } from './theme.css';

export const themeMeta = {
  id: 'core',
  name: 'Core membership',
  brandColor: coreTokens.color.brandAccent,
} as const satisfies ThemeMeta;
