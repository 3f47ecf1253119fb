import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The console's audit log section's messages (its filters and table): they ship with the section's lazy chunk, the shell's stay in src/i18n. */
export const auditCatalogue = defineCatalogue('admin-audit', messages, { hi: () => import('./compiled/hi') });
