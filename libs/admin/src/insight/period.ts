// The period the insight page shows: days of India's calendar (what the API counts in), from the
// address (`?from=&to=`), 30 days up to today when absent; the presets; and the checks the API
// makes too (a period the API would refuse is explained before it is asked), in the page's language.
import type { Translate } from '@rewards/i18n';

export const MAX_PERIOD_DAYS = 366;
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
  from: string;
  to: string;
}

/** Today in India at `now` (milliseconds since the epoch), as YYYY-MM-DD. */
export function indiaToday(now: number): string {
  return new Date(now + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` days up to today, both included. */
export function lastDays(days: number, now: number): Period {
  const to = indiaToday(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** The quick periods: the last so many days (the page says 'Last 7 days'). */
export const PRESETS = [7, 30] as const;

export function isDay(text: string): boolean {
  return DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/** What is wrong with a period, in words (`t`, the insight section's catalogue), or null. */
export function periodProblem(t: Translate, period: Period): string | null {
  if (!isDay(period.from)) return t('insight.period.noStart');
  if (!isDay(period.to)) return t('insight.period.noEnd');
  const days = (Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) return t('insight.period.endBeforeStart');
  if (days > MAX_PERIOD_DAYS) return t('insight.period.tooLong', { max: MAX_PERIOD_DAYS, days });
  return null;
}
