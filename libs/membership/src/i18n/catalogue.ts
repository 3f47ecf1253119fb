import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** Joining's messages (the join block, codes, the buy button, /payment and its steps, the campaign and super pages, membership management and the savings tracker on /profile). */
export const membershipCatalogue = defineCatalogue('membership', messages, { hi: () => import('./compiled/hi') });
