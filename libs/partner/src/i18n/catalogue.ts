import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The sites' own words: the default labels, each site's overrides, page titles and login helper text. */
export const partnerCatalogue = defineCatalogue('partner', messages, { hi: () => import('./compiled/hi') });
