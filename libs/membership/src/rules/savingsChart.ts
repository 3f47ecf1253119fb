// The savings tracker's chart and lists as plain numbers: which months the bar chart draws, each
// bar's height as a share of the biggest month, the compact figure above a bar, and shares of the
// total.
import type { SavingsMonth } from '@rewards/api-contract';
import { DEFAULT_LOCALE, type Locale } from '@rewards/i18n';
import { compactRupees as compactIn, monthLabel } from '../i18n/format';

/** The chart draws at most this many months (the latest); the table lists every month. */
export const CHART_MONTHS = 12;
/** Of those, phones (below the tablet width) show the latest this many, so every figure stays legible. */
export const PHONE_CHART_MONTHS = 6;

/** '₹1.2K', '₹1.3L' (Hindi '₹1.3 लाख'): a figure short enough to sit above a bar. */
export function compactRupees(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return compactIn(locale, amount);
}

export interface ChartColumn {
  month: string;
  /** 'Nov' ('नव॰'). */
  monthName: string;
  /** '2026' on the first column and where a year starts; null elsewhere. */
  year: string | null;
  savings: number;
  /** The bar's height, in per cent of the biggest month's. */
  heightPercent: number;
  /** Drawn only from the tablet width up (older than the latest PHONE_CHART_MONTHS). */
  wideOnly: boolean;
}

/**
 * The latest CHART_MONTHS months as columns, oldest first: heights in proportion to the biggest month
 * (which reaches the top); a month without savings has no height.
 */
export function chartColumns(months: readonly SavingsMonth[], locale: Locale = DEFAULT_LOCALE): ChartColumn[] {
  const shown = months.slice(-CHART_MONTHS);
  const biggest = Math.max(0, ...shown.map((month) => month.savings));
  return shown.map((month, index) => {
    const { name, year } = monthLabel(locale, month.month);
    const phoneStart = Math.max(0, shown.length - PHONE_CHART_MONTHS);
    return {
      month: month.month,
      monthName: name,
      year: index === 0 || index === phoneStart || month.month.endsWith('-01') ? year : null,
      savings: month.savings,
      heightPercent: biggest > 0 ? (month.savings / biggest) * 100 : 0,
      wideOnly: index < phoneStart,
    };
  });
}

/** A part's whole-number share of the total, in per cent (0 when the total is 0). */
export function shareOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}
