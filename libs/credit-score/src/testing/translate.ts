// Test helper: the credit check's English, as its components read it without an I18nProvider,
// for the rules that take the page's `t`.
import { translate, type Translate } from '@rewards/i18n';
import { creditScoreCatalogue } from '../i18n/catalogue';

export const english: Translate = (key, values) => translate('en', creditScoreCatalogue, key, values);
