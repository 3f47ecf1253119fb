// The sites' languages: which one a request gets, and how a page and the browser name it.
import { acceptedLanguages } from '@rewards/api-contract/language';

/** The languages every site speaks: English and Hindi. */
export const LOCALES = ['en', 'hi'] as const;
/**
 * The pseudo-locale of the tests that nothing is left untranslated: English with every letter accented
 * and each message in brackets, so a string that did not come from a catalogue stands out.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = (typeof LOCALES)[number] | typeof PSEUDO_LOCALE;
export const DEFAULT_LOCALE: Locale = 'en';

/** The member's choice, for a year; the server reads it for the first HTML (never HttpOnly: the switch writes it). */
export const LANGUAGE_COOKIE = 'rp_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** What `<html lang>`, `hreflang` and Intl's formatters call each language. */
const TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', 'en-XA': 'en-XA' };
export const languageTag = (locale: Locale): string => TAGS[locale];

/** The language a page's `<html lang>` names (what the server rendered it in). */
export function localeOfTag(tag: string): Locale {
  const locale = (Object.keys(TAGS) as Locale[]).find((candidate) => TAGS[candidate] === tag);
  return locale ?? (tag.startsWith('hi') ? 'hi' : DEFAULT_LOCALE);
}

/** Each language's name in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<(typeof LOCALES)[number], string> = { en: 'English', hi: 'हिन्दी' };

/** The `?lang=` of an address (a link to a page in a language, hreflang's alternates, the console's). */
export const LANGUAGE_PARAM = 'lang';

/** An address's `?lang=`, when it names a language (it becomes the reader's choice). */
export function languageParam(url: string): Locale | undefined {
  const value = new URL(url, 'http://localhost').searchParams.get(LANGUAGE_PARAM);
  return isLocale(value) ? value : undefined;
}

export function isLocale(value: unknown): value is Locale {
  return value === PSEUDO_LOCALE || (LOCALES as readonly unknown[]).includes(value);
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The language of a request: the member's choice (the cookie), else the first language of
 * `Accept-Language` the sites speak (`hi`, `hi-IN`; `en-GB` is English), else English.
 */
export function negotiateLocale({ cookie, acceptLanguage }: { cookie?: string | undefined; acceptLanguage?: string | undefined }): Locale {
  const chosen = cookieValue(cookie, LANGUAGE_COOKIE);
  if (isLocale(chosen)) return chosen;
  for (const tag of acceptedLanguages(acceptLanguage)) {
    const base = tag.split('-')[0];
    if (base === 'hi') return 'hi';
    if (base === 'en') return 'en';
  }
  return DEFAULT_LOCALE;
}

/** The `Set-Cookie`/`document.cookie` text that keeps the member's choice. */
export function languageCookie(locale: Locale, { secure }: { secure: boolean }): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
