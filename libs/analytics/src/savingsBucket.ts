// The spec's analytics savings buckets (§9): a member's total savings in rupees as a range label.
import type { SavingsBucket } from '@rewards/api-contract';

/** Upper bounds (inclusive) and their labels, in order; anything above the last is '35000+'. */
const BUCKETS: ReadonlyArray<readonly [number, SavingsBucket]> = [
  [0, '0'],
  [300, '1-300'],
  [500, '301-500'],
  [750, '501-750'],
  [1000, '751-1000'],
  [3000, '1001-3000'],
  [5000, '3001-5000'],
  [7000, '5001-7000'],
  [10000, '7001-10000'],
  [15000, '10001-15000'],
  [25000, '15001-25000'],
  [35000, '25001-35000'],
];

export const SAVINGS_BUCKETS: readonly SavingsBucket[] = [...BUCKETS.map(([, label]) => label), '35000+'];

/**
 * The bucket of a total in rupees. Fractions round up to the next rupee (₹300.50 is above 300, so
 * '301-500'); missing, negative or non-finite totals count as no savings ('0').
 */
export function savingsBucket(totalSavings: number | null | undefined): SavingsBucket {
  if (totalSavings === null || totalSavings === undefined || !Number.isFinite(totalSavings) || totalSavings <= 0) return '0';
  const rupees = Math.ceil(totalSavings);
  for (const [upTo, label] of BUCKETS) if (rupees <= upTo) return label;
  return '35000+';
}
