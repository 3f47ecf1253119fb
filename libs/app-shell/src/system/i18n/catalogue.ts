import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The system pages' messages (overload, downtime): they load with those pages, never with the entry. */
export const systemCatalogue = defineCatalogue('shell-system', messages, { hi: () => import('./compiled/hi') });
