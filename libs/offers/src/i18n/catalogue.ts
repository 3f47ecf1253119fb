import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The browsing pages' shared messages: offer tiles and their key points panel, the TP exclusives, countdowns. */
export const offersCatalogue = defineCatalogue('offers', messages, { hi: () => import('./compiled/hi') });
