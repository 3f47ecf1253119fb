import { catalogueRoutes, homeEntry, profileEntry, tncEntry, type RegistryEntry } from '../registry';

/** The grocery co-brand's routes, likewise. */
export const moreRewardsRegistry: readonly RegistryEntry[] = [
  homeEntry,
  profileEntry,
  ...catalogueRoutes('/categorylistingmore', { protected: true }),
  tncEntry,
];
