import { translate, type Translate } from '@rewards/i18n';
import { authCatalogue } from './catalogue';

/**
 * The auth catalogue's English, as components read it without an I18nProvider: the default `t` of
 * the two rules other libraries call without one yet (`errorMessageFor`, `membershipStatus`).
 */
export const englishAuth: Translate = (key, values) => translate('en', authCatalogue, key, values);
