import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The operator console's messages: the shell (sign-in, frame, navigation) and every section. */
export const adminCatalogue = defineCatalogue('admin', messages, { hi: () => import('./compiled/hi') });
