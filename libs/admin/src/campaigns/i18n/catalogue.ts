import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The console's campaigns section's messages (the list, the editor and its preview): they ship with the section's lazy chunk, the shell's stay in src/i18n. */
export const campaignsCatalogue = defineCatalogue('admin-campaigns', messages, { hi: () => import('./compiled/hi') });
