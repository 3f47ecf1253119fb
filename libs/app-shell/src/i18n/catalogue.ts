import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The shell's messages (the frame, header actions, connectivity, the installable app's texts). */
export const shellCatalogue = defineCatalogue('shell', messages, { hi: () => import('./compiled/hi') });
