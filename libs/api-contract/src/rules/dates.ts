// Dates as members in India read them, in India's time zone whatever the device's (or the server's,
// or the test machine's) zone is. One definition for the API and the sites.

import { onFirstUse } from './onFirstUse';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const IST_PARTS = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'numeric', year: 'numeric' }));
const IST_LONG = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'long', year: 'numeric' }));

function toDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * '22 Dec 2026' in India's time zone; '' for no date or an invalid one. The month comes from a fixed
 * list because en-IN's own short month is 'Sept' for September in current ICU data.
 */
export function formatIstDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = Object.fromEntries(IST_PARTS().formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}

/** '22 December 2026' in India's time zone (invoices, articles); '' for no date or an invalid one. */
export function formatIstLongDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? IST_LONG().format(date) : '';
}
