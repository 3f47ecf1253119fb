// Dates, months and rupees in the page's language. English keeps the contract's own formats (the
// ones the API and every other page write: '22 Dec 2026', 'November 2026'); Hindi has Intl's hi-IN
// ('22 दिसंबर 2026', 'नवंबर 2026'). Both in India's time, with Indian digit grouping.
import { formatIstDate, formatMonth } from '@rewards/api-contract';
import { formatDate, formatNumber, type Locale } from '@rewards/i18n';

export { formatRupees } from '@rewards/i18n';

const isHindi = (locale: Locale) => locale === 'hi';

/** A date in India's time: '22 Dec 2026' / '22 दिसंबर 2026'; '' for no date or an invalid one. */
export function istDate(locale: Locale, value: Date | string | number | null | undefined): string {
  if (!isHindi(locale)) return formatIstDate(value);
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDate(locale, date, 'long');
}

/** Whole rupees, as totals are shown: 999.6 → ₹1,000. */
export function formatWholeRupees(locale: Locale, amount: number): string {
  return formatNumber(locale, amount, { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
}

/** '₹1.2K', '₹1.3L' (Hindi '₹1.3 लाख'): a figure short enough to sit above a bar. */
export function compactRupees(locale: Locale, amount: number): string {
  return formatNumber(locale, amount, { style: 'currency', currency: 'INR', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

function monthName(month: string, style: 'short' | 'long'): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  let format = monthFormats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('hi-IN', { month: style, timeZone: 'UTC' });
    monthFormats.set(style, format);
  }
  return format.format(Date.UTC(year, index - 1, 1));
}

/** A calendar month ('2026-11'): 'November 2026' / 'नवंबर 2026' (long), 'Nov 2026' / 'नव॰ 2026' (short). */
export function formatMonthIn(locale: Locale, month: string, style: 'short' | 'long' = 'short'): string {
  if (!isHindi(locale)) return formatMonth(month, style);
  return `${monthName(month, style)} ${month.slice(0, 4)}`;
}

/** The month's short name alone ('Nov' / 'नव॰') and its year, for a chart's labels. */
export function monthLabel(locale: Locale, month: string): { name: string; year: string } {
  if (!isHindi(locale)) {
    const [name, year] = formatMonth(month).split(' ') as [string, string];
    return { name, year };
  }
  return { name: monthName(month, 'short'), year: month.slice(0, 4) };
}
