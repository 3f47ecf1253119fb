// When things happened and when the member may ask again, as members in India read dates (en-IN,
// India's time zone).
import { formatIstLongDate } from '@rewards/api-contract';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A report can be asked for again once `refreshAvailableAt` has passed (null: now). */
export function canRefresh(refreshAvailableAt: string | null, now: number): boolean {
  if (!refreshAvailableAt) return true;
  const at = Date.parse(refreshAvailableAt);
  return Number.isNaN(at) || at <= now;
}

/** 'You can refresh your report on 20 December 2026', or undefined when it can be refreshed now. */
export function refreshText(refreshAvailableAt: string | null, now: number): string | undefined {
  if (!refreshAvailableAt || canRefresh(refreshAvailableAt, now)) return undefined;
  return `You can refresh your report on ${formatIstLongDate(refreshAvailableAt)}`;
}

/** '20 November 2026' (a report's date, an account's opening). */
export function longDate(value: string): string {
  return formatIstLongDate(value);
}

/** A payment-history month (`2026-11`) as 'Nov 2026'; the text itself for anything else. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}
