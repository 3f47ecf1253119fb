import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The console's insight section's messages (the funnel and the page vitals): they ship with the section's lazy chunk, the shell's stay in src/i18n. */
export const insightCatalogue = defineCatalogue('admin-insight', messages, { hi: () => import('./compiled/hi') });
