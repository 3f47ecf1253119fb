import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/** The content pages' messages (FAQ, terms and static pages, the blog and its articles, the unsubscribe forms). */
export const contentCatalogue = defineCatalogue('content', messages, { hi: () => import('./compiled/hi') });
