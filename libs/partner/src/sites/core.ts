import type { PartnerSite } from './site';
import { memberHomes } from '../paths';

/** The core membership site: every path, the default labels. */
export const coreSite: PartnerSite = {
  id: 'core',
  brandName: 'Prime Rewards',
  pageTitle: 'Prime Rewards | One membership, unlimited benefits',
  iconHref: '/favicon.svg',
  channel: 'TIMES_PRIME',
  home: memberHomes.core,
  allowedPaths: 'all',
  socialLogin: true,
  // Paid members on these user variants are offered the app once a week on phones (docs/overlays-and-failures.md).
  appDownloadPrompt: { variants: ['PRIME_ANNUAL', 'PRIME_QUARTERLY'] },
};
