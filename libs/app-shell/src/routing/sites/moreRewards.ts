import { catalogueRoots } from '@rewards/partner';
import { catalogueRoutes, profileEntry, tncEntry, type RegistryEntry } from '../registry';

const landing = () => import('@rewards/home/routes/retailLanding');

/** The grocery co-brand's routes, likewise. */
export const moreRewardsRegistry: readonly RegistryEntry[] = [
  // activate with a store code or log in; members are sent on to /categorylistingmore
  { path: '/', handle: { header: 'standard', footer: true, homePage: true }, load: landing },
  profileEntry,
  ...catalogueRoutes(catalogueRoots.moreRewards, { protected: true }),
  tncEntry,
];
