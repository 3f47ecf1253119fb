import type { PartnerId } from '@rewards/partner';

/** Exported by each theme entry next to `themeClass`; one theme per partner. */
export interface ThemeMeta {
  id: PartnerId;
  name: string;
  /** For `<meta name="theme-color">`. */
  brandColor: string;
}
