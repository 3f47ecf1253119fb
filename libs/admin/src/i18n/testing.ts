// Test helper: the console catalogue's English, as the components read it without an I18nProvider,
// for the rules that take the page's `t`.
import { translate, type Translate } from '@rewards/i18n';
import { adminCatalogue } from './catalogue';

export const english: Translate = (key, values) => translate('en', adminCatalogue, key, values);
