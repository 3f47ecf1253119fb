import { onFirstUse } from '@rewards/api-contract';

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

/**
 * A content date (`2026-01-15`, a calendar date with no time) as readers in India write it:
 * '15 January 2026'. Read as UTC so no time zone can move it to the day before.
 */
export function formatContentDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateFormat().format(date);
}
