import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The console's members section's messages (the search and a member's page): they ship with the section's lazy chunk, the shell's stay in src/i18n. */
export const membersCatalogue = defineCatalogue('admin-members', messages, { hi: () => import('./compiled/hi') });
