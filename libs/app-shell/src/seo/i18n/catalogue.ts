import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The SEO block's messages (the breadcrumbs): they load with it, never with the entry. */
export const seoCatalogue = defineCatalogue('shell-seo', messages, { hi: () => import('./compiled/hi') });
