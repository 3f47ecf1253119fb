import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The city dialog's messages: they load with the dialog, never with the entry. */
export const cityDialogCatalogue = defineCatalogue('shell-city', messages, { hi: () => import('./compiled/hi') });
