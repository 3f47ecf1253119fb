// The sites' languages (docs/languages.md): catalogues per library compiled from ICU messages, read
// through Lingui's runtime; the language a request gets; numbers and dates in it.
export { catalogueLoading, defineCatalogue, loadCatalogues, translate, type Catalogue, type CompiledMessage, type Messages } from './catalogue';
export { formatDate, formatNumber, formatRupees } from './format';
export { I18nProvider, useFormat, useLocale, useT, type Translate } from './I18nProvider';
export { fillSlot, fillSlots, SLOT, SLOTS } from './slot';
export { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGE_PARAM, languageCookie, languageParam, languageTag, localeOfTag, LOCALES, negotiateLocale, PSEUDO_LOCALE, type Locale } from './locales';
