import { LANGUAGE_COOKIE, LANGUAGE_PARAM, languageCookie, type Locale } from '@rewards/i18n';
import { readCookie } from '@rewards/partner';
import { clearRuntimeCaches } from '../pwa/caches';

/** The language this browser's reader chose (the cookie), if they chose one. */
export function chosenLanguage(): 'en' | 'hi' | undefined {
  const value = readCookie(typeof document === 'undefined' ? '' : document.cookie, LANGUAGE_COOKIE);
  return value === 'en' || value === 'hi' ? value : undefined;
}

/**
 * Makes `locale` the reader's language: the cookie for a year, the installed app's kept pages (in
 * the old language) gone, and the page again from the server in it, without the address's `?lang=`.
 */
export async function switchLanguage(locale: Locale): Promise<void> {
  document.cookie = languageCookie(locale, { secure: window.location.protocol === 'https:' });
  await clearRuntimeCaches().catch(() => undefined);
  const address = new URL(window.location.href);
  address.searchParams.delete(LANGUAGE_PARAM);
  window.location.replace(address.href);
}
