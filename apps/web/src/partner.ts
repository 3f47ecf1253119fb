import { themeClass, themeMeta } from '@rewards/design-system/theme-core';
import { definePartner, memberHomes } from '@rewards/partner';

/** The core membership site: every path, the default labels. */
export const partner = definePartner({
  id: 'core',
  brandName: 'Prime Rewards',
  pageTitle: 'Prime Rewards | One membership, unlimited benefits',
  iconHref: '/favicon.svg',
  theme: { themeClass, brandColor: themeMeta.brandColor },
  channel: 'TIMES_PRIME',
  home: memberHomes.core,
  allowedPaths: 'all',
  socialLogin: true,
  // Paid members on these user variants are offered the app once a week on phones (docs/decisions.md).
  appDownloadPrompt: { variants: ['PRIME_ANNUAL', 'PRIME_QUARTERLY'] },
});
