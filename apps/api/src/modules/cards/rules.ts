// Pure rules of the card-linked offer: India's calendar days (the offer's dates are days there,
// UTC+5:30 all year), the dates a future activation may pick, how they read, and who may activate.

const DAY_MS = 86_400_000;
/** India Standard Time is UTC+5:30 and has no daylight saving. */
const INDIA_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The contract's limit on the future-activation popup's dates. */
export const MAX_FUTURE_DATES = 12;

/** The calendar day in India at `instant`, as `YYYY-MM-DD`. */
export function indiaDateOf(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a calendar day begins in India (midnight IST). */
export function startOfIndiaDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - INDIA_OFFSET_MS);
}

/** `date` moved by whole days (`YYYY-MM-DD` in, `YYYY-MM-DD` out). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A date as a member reads it: '1 Jan 2027'. */
export function dateLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** The first day of the month after the one `date` falls in. */
function firstOfNextMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * The dates the future-activation popup offers: the 1st of each month from tomorrow to the window's
 * last day (tomorrow itself when it is a 1st), at most `max`; when no 1st falls in the window, tomorrow
 * alone; none once tomorrow is past the window. Dates compare as text (`YYYY-MM-DD`).
 */
export function futureActivationDates(today: string, windowEnd: string, max = MAX_FUTURE_DATES): string[] {
  const tomorrow = addDays(today, 1);
  if (tomorrow > windowEnd) return [];
  const dates: string[] = [];
  for (let date = tomorrow.endsWith('-01') ? tomorrow : firstOfNextMonth(tomorrow); date <= windowEnd && dates.length < max; date = firstOfNextMonth(date)) {
    dates.push(date);
  }
  return dates.length > 0 ? dates : [tomorrow];
}

export type FutureDateProblem = 'NOT_AFTER_TODAY' | 'AFTER_WINDOW';

/** Why a chosen start date cannot be used, or null: it must lie from tomorrow to the window's last day. */
export function futureDateProblem(date: string, today: string, windowEnd: string): FutureDateProblem | null {
  if (date <= today) return 'NOT_AFTER_TODAY';
  if (date > windowEnd) return 'AFTER_WINDOW';
  return null;
}

export interface MembershipState {
  primeProfile: number;
  endDate: Date | null;
}

/** A trial (1) or a paid membership (5) still running: the card offer is for members without one. */
export function holdsRunningMembership(member: MembershipState, now: Date): boolean {
  return (member.primeProfile === 1 || member.primeProfile === 5) && (member.endDate === null || member.endDate.getTime() > now.getTime());
}

/** The whole days between two instants (a scheduled membership's planned length). */
export function daysBetween(start: Date, end: Date): number {
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}
