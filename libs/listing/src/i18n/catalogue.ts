import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The listing pages' messages (the category listing, one category, search). */
export const listingCatalogue = defineCatalogue('listing', messages, { hi: () => import('./compiled/hi') });
