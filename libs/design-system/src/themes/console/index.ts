import type { ThemeMeta } from '../themeMeta';
import { consoleTokens } from './tokens';

export { themeClass } from './theme.css';

export const themeMeta = {
  id: 'console',
  name: 'Operator console',
  brandColor: consoleTokens.color.brandAccent,
} as const satisfies ThemeMeta;
