import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The console's codes section's messages (promo and gift codes, store codes, coupon pools and enrolment lists): they ship with the section's lazy chunk, the shell's stay in src/i18n. */
export const codesCatalogue = defineCatalogue('admin-codes', messages, { hi: () => import('./compiled/hi') });
