import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The credit-score check's messages: the page, the details form, the bureau's code and the report. */
export const creditScoreCatalogue = defineCatalogue('credit-score', messages, { hi: () => import('./compiled/hi') });
