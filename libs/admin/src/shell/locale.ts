// The console's language (docs/languages.md): the console renders only in the browser, so it reads
// what the sites' server reads from a request: `?lang=`, else the staff member's choice (the
// `rp_lang` cookie the switch writes), else the browser's languages, else English.
import { languageParam, languageTag, negotiateLocale, type Locale } from '@rewards/i18n';

export interface LocaleSources {
  /** The page's address. */
  url: string;
  /** `document.cookie`. */
  cookie: string;
  /** `navigator.languages`, best first (the browser's Accept-Language). */
  languages: readonly string[];
}

/** The language the console shows a page in. */
export function consoleLocale({ url, cookie, languages }: LocaleSources): Locale {
  return languageParam(url) ?? negotiateLocale({ cookie, acceptLanguage: languages.join(',') });
}

/** What the console's calls ask the API for: the page's language tag (`hi-IN`, `en-IN`, `en-XA`), as the sites' client sends it. */
export const acceptLanguage = (locale: Locale): string => languageTag(locale);
