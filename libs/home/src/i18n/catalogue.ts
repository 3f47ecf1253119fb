import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The home pages' messages (the logged-out home, the member feed, the co-brand landings, the exclusives, event, app and OTT pages). */
export const homeCatalogue = defineCatalogue('home', messages, { hi: () => import('./compiled/hi') });
