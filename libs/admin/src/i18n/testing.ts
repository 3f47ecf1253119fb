// Test helper: a console catalogue's English, as the components read it without an I18nProvider,
// for the rules that take the page's `t` (the shell's catalogue, or a section's: `englishOf(auditCatalogue)`).
import { translate, type Catalogue, type Translate } from '@rewards/i18n';
import { adminCatalogue } from './catalogue';

export const englishOf =
  (catalogue: Catalogue): Translate =>
  (key, values) =>
    translate('en', catalogue, key, values);

export const english: Translate = englishOf(adminCatalogue);
