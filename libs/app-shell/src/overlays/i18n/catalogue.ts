import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The overlays' messages (the app prompts, the error modal): they load with the overlays, never with the entry. */
export const overlaysCatalogue = defineCatalogue('shell-overlays', messages, { hi: () => import('./compiled/hi') });
