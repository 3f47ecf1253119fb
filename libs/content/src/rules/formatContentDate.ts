import { DEFAULT_LOCALE, formatDate, type Locale } from '@rewards/i18n';

/**
 * A content date (`2026-01-15`, a calendar date with no time) as readers in India write it:
 * '15 January 2026' (Hindi: '15 जनवरी 2026'). Read as midnight UTC, which is the same calendar day
 * in India's time, so no time zone can move it to the day before.
 */
export function formatContentDate(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : formatDate(locale, date, 'long');
}
