// Test helper: the design system's English, as its components read it without an I18nProvider,
// for the rules that take the page's `t`.
import { translate, type Translate } from '@rewards/i18n';
import { designSystemCatalogue } from '../i18n/catalogue';

export const english: Translate = (key, values) => translate('en', designSystemCatalogue, key, values);
