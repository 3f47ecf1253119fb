import { catalogueRoots, memberHomes } from '@rewards/partner';
import { catalogueRoutes, member, memberHome, profileEntry, tncEntry, type RegistryEntry } from '../registry';

const userfeed = () => import('@rewards/home/routes/userfeed');
const search = () => import('@rewards/listing/routes/search');
const landing = () => import('@rewards/home/routes/shopperLanding');

/**
 * The department-store co-brand's routes: exactly what its allowed paths serve from the core list
 * (a test holds the two together), so its build carries no other route's code.
 */
export const shopperRegistry: readonly RegistryEntry[] = [
  // visitors land on the claim page; members are sent on to /user-shopper-stop
  { path: '/', handle: { header: 'standard', footer: true, homePage: true }, load: landing },
  { path: memberHomes.shopper, handle: memberHome, load: userfeed },
  profileEntry,
  { path: '/search', handle: member, load: search },
  ...catalogueRoutes(catalogueRoots.shopper),
  tncEntry,
];
