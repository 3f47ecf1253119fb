import type { PartnerId } from '@rewards/partner';

/** Exported by each theme entry next to `themeClass`: one theme per partner, and the operator console's. */
export interface ThemeMeta {
  id: PartnerId | 'console';
  name: string;
  /** For `<meta name="theme-color">`. */
  brandColor: string;
}
