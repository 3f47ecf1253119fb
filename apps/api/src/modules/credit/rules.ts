// Pure rules of the credit-score check: the PAN's form and its mask, who may ask (an adult, with a
// name), the score's band, and the dates a report lives by. Days are India's calendar days.
import type { components } from '@rewards/api-contract';

export type CreditScoreBand = components['schemas']['CreditScoreBand'];

// The PAN's form and words are shared with the site (`@rewards/api-contract`).
export { checkPan, maskPan, type PanProblem } from '@rewards/api-contract';

/** What is kept readable of a PAN: its last 4 (three digits and the check letter). */
export function panLast4(pan: string): string {
  return pan.slice(-4);
}

/** `+91 XXXXXX3210`: the mobile a code went to, as the member is shown it. */
export function maskMemberMobile(mobile: string): string {
  return `+91 XXXXXX${mobile.slice(-4)}`;
}

export const MIN_AGE = 18;
export const MAX_AGE = 100;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateOfBirthProblem = 'INVALID' | 'UNDER_AGE' | 'OVER_AGE';

/** Whole years from `dateOfBirth` to `today` (both `YYYY-MM-DD`); a 29 February birthday counts from 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return today.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** True for a real calendar day written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Why this date of birth may not ask for a report on `today`, or null: 18 to 100 years old. */
export function dateOfBirthProblem(dateOfBirth: string, today: string): DateOfBirthProblem | null {
  if (!isCalendarDate(dateOfBirth) || dateOfBirth > today) return 'INVALID';
  const age = ageOn(dateOfBirth, today);
  if (age < MIN_AGE) return 'UNDER_AGE';
  if (age > MAX_AGE) return 'OVER_AGE';
  return null;
}

/** Letters of any script (with their marks), spaces, dots, apostrophes and hyphens; at least one letter. */
const NAME = /^(?=.*\p{L})[\p{L}\p{M} .'-]{1,100}$/u;

/** The name as on the PAN, spaces tidied; undefined when it cannot be a name. */
export function cleanCreditName(raw: string): string | undefined {
  const name = raw.trim().replace(/\s+/g, ' ');
  return NAME.test(name) ? name : undefined;
}

const BANDS: ReadonlyArray<readonly [number, CreditScoreBand]> = [
  [800, 'EXCELLENT'],
  [740, 'VERY_GOOD'],
  [670, 'GOOD'],
  [580, 'FAIR'],
  [300, 'POOR'],
];

/** 300-579 POOR, 580-669 FAIR, 670-739 GOOD, 740-799 VERY_GOOD, 800-900 EXCELLENT. */
export function scoreBand(score: number): CreditScoreBand {
  if (!Number.isInteger(score) || score < 300 || score > 900) throw new RangeError(`a credit score is 300 to 900, not ${score}`);
  return (BANDS.find(([floor]) => score >= floor) as (typeof BANDS)[number])[1];
}

/** India Standard Time is UTC+5:30 all year. */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * The same wall-clock time one calendar month later in India; a day the next month lacks becomes its
 * last day (31 Jan → 28 or 29 Feb).
 */
export function addCalendarMonthInIndia(instant: Date): Date {
  const wall = new Date(instant.getTime() + INDIA_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(wall);
  moved.setUTCDate(1);
  moved.setUTCMonth(month);
  moved.setUTCDate(Math.min(wall.getUTCDate(), lastDay));
  return new Date(moved.getTime() - INDIA_OFFSET_MS);
}

/**
 * When a member may ask for a new report: a calendar month after this one, or when it expires if that
 * comes first, so a member is never left without a report and unable to get one.
 */
export function refreshAvailableAt(generatedAt: Date, expiresAt: Date): Date {
  const nextMonth = addCalendarMonthInIndia(generatedAt);
  return nextMonth.getTime() < expiresAt.getTime() ? nextMonth : expiresAt;
}

/** India's calendar day at an instant (`YYYY-MM-DD`), as the card-linked offer counts days. */
export { indiaDateOf } from '../cards';
