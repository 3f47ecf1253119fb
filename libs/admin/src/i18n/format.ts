// The console's dates and numbers in the page's language: its English formats as they were (each
// section chose its own: '20 Nov 2026, 3:30 pm'), and hi-IN with the same options for Hindi
// ('20 नव॰ 2026, 3:30 pm'; Indian digit grouping in both). The pseudo-locale formats as English.
import type { Locale } from '@rewards/i18n';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

const tag = (locale: Locale, english: string) => (locale === 'hi' ? 'hi-IN' : english);

/** A date-time formatter: `english` is the Intl tag the English console uses ('en-GB', 'en-IN'). */
export function dateTimeFormat(locale: Locale, english: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const intl = tag(locale, english);
  return cached(`d ${intl} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intl, options));
}

/** A number formatter (en-IN in English, hi-IN in Hindi). */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const intl = tag(locale, 'en-IN');
  return cached(`n ${intl} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(intl, options));
}
