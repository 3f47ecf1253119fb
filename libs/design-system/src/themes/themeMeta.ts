export const partnerThemeIds = ['core', 'shopper', 'more-rewards'] as const;
export type PartnerThemeId = (typeof partnerThemeIds)[number];

/** Exported by each theme entry next to `themeClass`. */
export interface ThemeMeta {
  id: PartnerThemeId;
  name: string;
  /** For `<meta name="theme-color">`. */
  brandColor: string;
}
