import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The consent banner's messages: they load with the banner, never with the entry. */
export const consentCatalogue = defineCatalogue('shell-consent', messages, { hi: () => import('./compiled/hi') });
