// The date of birth a credit check is asked with: the bureau reports on adults only, and the server
// refuses anyone under 18 or over 100 (`TP-CREDIT-DOB`). Dates are calendar days (`YYYY-MM-DD`, what
// a native date input gives), and "today" is today in India, whatever the device's time zone.

import { onFirstUse } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

export const MIN_AGE = 18;
export const MAX_AGE = 100;

const IST_DAY = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' }));

/** Today's date in India (`YYYY-MM-DD`). */
export function istToday(now: Date | number = Date.now()): string {
  const parts = Object.fromEntries(IST_DAY().formatToParts(new Date(now)).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole years from `dateOfBirth` to `today` (both `YYYY-MM-DD`), or undefined for a date that is not one. */
export function ageOn(dateOfBirth: string, today: string): number | undefined {
  if (!isCalendarDate(dateOfBirth) || !isCalendarDate(today)) return undefined;
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  // Month-day strings compare in calendar order; before the birthday this year, one year less.
  return today.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** The message for a date of birth the check would refuse, in the page's language (`t`), or undefined for one it may send. */
export function dateOfBirthError(t: Translate, dateOfBirth: string, today: string): string | undefined {
  if (dateOfBirth.trim() === '') return t('form.dobRequired');
  const age = ageOn(dateOfBirth, today);
  if (age === undefined || dateOfBirth > today || age > MAX_AGE) return t('form.dobInvalid');
  if (age < MIN_AGE) return t('form.dobUnderAge', { age: MIN_AGE });
  return undefined;
}

/** The latest birth date of someone who is 18 today: the date input's `max`. */
export function latestAdultBirthDate(today: string): string {
  const year = String(Number(today.slice(0, 4)) - MIN_AGE).padStart(4, '0');
  const candidate = `${year}${today.slice(4)}`;
  // 29 February in a year that has none: that person turns 18 on the 28th.
  return isCalendarDate(candidate) ? candidate : `${year}-02-28`;
}
