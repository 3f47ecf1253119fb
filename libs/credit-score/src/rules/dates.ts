// When things happened and when the member may ask again, as members in India read dates (India's
// time zone): en-IN in English (the contract's own formatting), hi-IN in Hindi.
import { formatIstLongDate } from '@rewards/api-contract';
import { formatDate, type Locale, type Translate } from '@rewards/i18n';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** hi-IN's short months, as Intl writes them. */
const HINDI_MONTHS = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'] as const;

/** A report can be asked for again once `refreshAvailableAt` has passed (null: now). */
export function canRefresh(refreshAvailableAt: string | null, now: number): boolean {
  if (!refreshAvailableAt) return true;
  const at = Date.parse(refreshAvailableAt);
  return Number.isNaN(at) || at <= now;
}

/** 'You can refresh your report on 20 December 2026' in the page's language, or undefined when it can be refreshed now. */
export function refreshText(t: Translate, locale: Locale, refreshAvailableAt: string | null, now: number): string | undefined {
  if (!refreshAvailableAt || canRefresh(refreshAvailableAt, now)) return undefined;
  return t('report.refreshOn', { date: longDate(refreshAvailableAt, locale) });
}

/** '20 November 2026', in Hindi '20 नवंबर 2026' (a report's date, an account's opening); '' for an invalid one. */
export function longDate(value: string, locale: Locale = 'en'): string {
  if (locale !== 'hi') return formatIstLongDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDate('hi', date, 'long');
}

/** A payment-history month (`2026-11`) as 'Nov 2026' (Hindi 'नव॰ 2026'); the text itself for anything else. */
export function monthLabel(month: string, locale: Locale = 'en'): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? (locale === 'hi' ? HINDI_MONTHS : MONTHS)[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}
