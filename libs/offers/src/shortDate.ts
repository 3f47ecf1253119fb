import { formatIstDate } from '@rewards/api-contract';
import { formatDate, type Locale } from '@rewards/i18n';

/**
 * A date as the browsing pages show it, in India's time: '22 Dec 2026', Hindi '22 दिस॰ 2026'; ''
 * for no date or an invalid one. English keeps api-contract's fixed month names (en-IN's own short
 * September is 'Sept'); the pseudo-locale reads as English.
 */
export function shortDate(locale: Locale, value: Date | string | number | null | undefined): string {
  if (locale !== 'hi') return formatIstDate(value);
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDate('hi', date, 'medium');
}
