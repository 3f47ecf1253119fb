import { defineCatalogue } from '@rewards/i18n';
import { messages } from './compiled/en';

/**
 * The account side's messages: the login popup and page, the captcha, the auth error texts, the
 * profile completion prompts, the profile page and the single sign-on hand-off.
 */
export const authCatalogue = defineCatalogue('auth', messages, { hi: () => import('./compiled/hi') });
