// The savings tracker's shared rules: calendar months in India's time zone, the run of months a
// member's savings cover, and how their savings compare with what the membership cost. The API
// builds the breakdown with them; the sites label and word it with them.
import { onFirstUse } from './onFirstUse';
import { formatWholeRupees } from './money';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const IST_MONTH = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric', month: 'numeric' }));
const MONTH_KEY = /^(\d{4})-(0[1-9]|1[0-2])$/;
const RATIO = onFirstUse(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }));

/** The time zone the tracker's months are in. */
export const SAVINGS_TIME_ZONE = 'Asia/Kolkata';

/** What the member's savings are compared with: what they paid, or (nothing paid) the membership's price. */
export type SavingsComparisonBasis = 'PAID' | 'PLAN_PRICE';

export interface SavingsComparison {
  basis: SavingsComparisonBasis;
  /** Rupees: the paid orders' total, or the preferred plan's price. */
  amount: number;
  /** Savings divided by `amount`, rounded down to one decimal; null when `amount` is 0. */
  ratio: number | null;
}

/** '2026-11': the calendar month a moment falls in, in India (a moment at 20:00 UTC on 31 Oct is 1 Nov there). */
export function istMonthOf(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  const parts = Object.fromEntries(IST_MONTH().formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${String(parts.month).padStart(2, '0')}`;
}

function parseMonth(month: string): { year: number; index: number } {
  const match = MONTH_KEY.exec(month);
  if (!match) throw new RangeError(`not a month key (YYYY-MM): ${month}`);
  return { year: Number(match[1]), index: Number(match[2]) - 1 };
}

/** Every month from `first` to `last`, both included, oldest first; empty when `first` comes after `last`. */
export function monthSpan(first: string, last: string): string[] {
  const from = parseMonth(first);
  const to = parseMonth(last);
  const months: string[] = [];
  for (let n = from.year * 12 + from.index; n <= to.year * 12 + to.index; n += 1) {
    months.push(`${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

/** 'Nov 2026', or 'November 2026' in the long style (a table's row header, a chart bar's name). */
export function formatMonth(month: string, style: 'short' | 'long' = 'short'): string {
  const { year, index } = parseMonth(month);
  return `${(style === 'long' ? LONG_MONTHS : SHORT_MONTHS)[index]} ${year}`;
}

/** How many times the savings cover `amount`, rounded down to one decimal, so it is never overstated. */
export function savingsRatio(totalSavings: number, amount: number): number | null {
  if (amount <= 0) return null;
  return Math.floor((Math.max(0, totalSavings) / amount) * 10) / 10;
}

/**
 * The comparison in words: 'You have saved 3.2 times what you paid (₹999)'; between 1 and 1.1 times
 * 'as much as'; below that the share ('45% of what you paid (₹999) so far'). With nothing paid the
 * membership's price stands in ('… the price of a membership (₹999)'). Null with no savings yet.
 */
export function savingsComparisonText(totalSavings: number, comparison: SavingsComparison): string | null {
  const { amount, ratio, basis } = comparison;
  if (totalSavings <= 0 || ratio === null || amount <= 0) return null;
  const price = formatWholeRupees(amount);
  const paid = basis === 'PAID';
  if (ratio >= 1.1) return `You have saved ${RATIO().format(ratio)} times ${paid ? 'what you paid' : 'the price of a membership'} (${price})`;
  if (ratio >= 1) return `You have saved as much as ${paid ? 'you paid' : 'a membership costs'} (${price})`;
  const percent = Math.max(1, Math.floor((totalSavings / amount) * 100));
  return `You have saved ${percent}% of ${paid ? 'what you paid' : 'the price of a membership'} (${price}) so far`;
}
