import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The student offer's messages: its page, the popup, the form and the member's request. */
export const studentOfferCatalogue = defineCatalogue('student-offer', messages, { hi: () => import('./compiled/hi') });
