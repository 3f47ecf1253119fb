import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The offline page's messages (appFiles.ts): rendered on the server only, so never in the browser's bundle. */
export const offlinePageCatalogue = defineCatalogue('offline-page', messages, { hi: () => import('./compiled/hi') });
