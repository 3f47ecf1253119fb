// Numbers and dates in the member's language: hi-IN and en-IN (Indian digit grouping in both; months
// and weekdays in Hindi for hi-IN). One formatter per language and style, made on first use.
import { languageTag, type Locale } from './locales';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** The pseudo-locale formats as English (it tests strings, not numbers). */
const intlTag = (locale: Locale) => (locale === 'en-XA' ? 'en-IN' : languageTag(locale));

/** 1,25,000 in either language. */
export function formatNumber(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlTag(locale), options)).format(value);
}

/** ₹1,199, or ₹999.50 when it has paise. */
export function formatRupees(locale: Locale, amount: number): string {
  return formatNumber(locale, amount, { style: 'currency', currency: 'INR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 });
}

/** A calendar date in India's time: 30 November 2026 / 30 नवंबर 2026 (`dateStyle` medium: 30 Nov 2026 / 30 नव॰ 2026). */
export function formatDate(locale: Locale, date: Date | string | number, style: 'long' | 'medium' = 'long'): string {
  const options: Intl.DateTimeFormatOptions = style === 'long' ? { day: 'numeric', month: 'long', year: 'numeric' } : { dateStyle: 'medium' };
  return cached(`d ${locale} ${style}`, () => new Intl.DateTimeFormat(intlTag(locale), { ...options, timeZone: 'Asia/Kolkata' })).format(new Date(date));
}
