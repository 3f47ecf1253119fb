// The insight period: two days of India's calendar (UTC+5:30 all year, no daylight saving), both
// inclusive, at most 366 days, as the instants `[from, to)` the queries count over.
import { badRequest, type ErrorDetail } from '../../../http/errors';

export const MAX_PERIOD_DAYS = 366;
const INDIA_OFFSET = '+05:30';
const DAY_MS = 86_400_000;

export interface InsightPeriod {
  /** The days as asked. */
  fromDay: string;
  toDay: string;
  /** Midnight in India at the start of `fromDay`, and at the end of `toDay`. */
  from: Date;
  to: Date;
}

/** The period, or a 400 naming what is wrong (the contract has already checked the date format). */
export function periodOf(fromDay: string, toDay: string): InsightPeriod {
  const from = new Date(`${fromDay}T00:00:00${INDIA_OFFSET}`);
  const last = new Date(`${toDay}T00:00:00${INDIA_OFFSET}`);
  const problems: Array<ErrorDetail & { userMessage: string }> = [];
  if (Number.isNaN(from.getTime())) problems.push({ path: 'query/from', message: 'must be a day (YYYY-MM-DD)', userMessage: 'The start date is not a date.' });
  if (Number.isNaN(last.getTime())) problems.push({ path: 'query/to', message: 'must be a day (YYYY-MM-DD)', userMessage: 'The end date is not a date.' });
  const days = Math.round((last.getTime() - from.getTime()) / DAY_MS) + 1;
  if (problems.length === 0 && last < from) problems.push({ path: 'query/to', message: 'must not be before from', userMessage: 'The end date must not be before the start date.' });
  else if (problems.length === 0 && days > MAX_PERIOD_DAYS) {
    problems.push({ path: 'query/to', message: `must be at most ${MAX_PERIOD_DAYS} days from from, both included (this period has ${days})`, userMessage: `A period can be at most ${MAX_PERIOD_DAYS} days; this one has ${days}.` });
  }
  if (problems.length > 0) throw badRequest(problems.map(({ path, message }) => ({ path, message })), problems.map((problem) => problem.userMessage).join(' '));
  return { fromDay, toDay, from, to: new Date(last.getTime() + DAY_MS) };
}
