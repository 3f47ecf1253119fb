import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The console's student requests section's messages (the queue, a request's page, its document and the decision): they ship with the section's lazy chunk, the shell's stay in src/i18n. */
export const studentsCatalogue = defineCatalogue('admin-students', messages, { hi: () => import('./compiled/hi') });
