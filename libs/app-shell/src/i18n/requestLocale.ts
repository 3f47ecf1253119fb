// The language of a page request, and the page's other-language addresses for search engines.
import { LANGUAGE_PARAM, languageParam, languageTag, LOCALES, negotiateLocale, type Locale } from '@rewards/i18n';
import { escapeMarkup } from '../server/markup';

/** `?lang=`, else the member's choice (the cookie), else Accept-Language, else English. */
export function requestLocale(request: { url: string; cookie?: string | undefined; acceptLanguage?: string | undefined }): Locale {
  return languageParam(request.url) ?? negotiateLocale({ cookie: request.cookie, acceptLanguage: request.acceptLanguage });
}

/** `<link rel="alternate" hreflang>` for each language of the page, and `x-default` (the address without `?lang`). */
export function languageAlternates(origin: string, url: string): string {
  const address = new URL(url);
  const page = new URL(`${address.pathname}${address.search}`, `${origin}/`);
  page.searchParams.delete(LANGUAGE_PARAM);
  const links = LOCALES.map((locale) => {
    const alternate = new URL(page);
    alternate.searchParams.set(LANGUAGE_PARAM, locale);
    return `<link rel="alternate" hreflang="${languageTag(locale)}" href="${escapeMarkup(alternate.href)}"/>`;
  });
  return `${links.join('')}<link rel="alternate" hreflang="x-default" href="${escapeMarkup(page.href)}"/>`;
}
