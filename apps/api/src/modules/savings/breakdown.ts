// The savings tracker's breakdown as a pure function of the member's grouped savings records, their
// running total and what they paid: per month (every month from the first saving to now, in
// India), per category and per brand, each adding up to the same total.
import { SAVINGS_TIME_ZONE, istMonthOf, monthSpan, savingsRatio, type SavingsBreakdown, type SavingsGroup } from '@rewards/api-contract';

/** Savings records of one month, category and brand (codes or activations), as the repository groups them. */
export interface SavingsRecordGroup {
  /** 'YYYY-MM' in India. */
  month: string;
  categorySlug: string;
  categoryName: string;
  brandSlug: string;
  brandName: string;
  /** Rupees. */
  savings: number;
  count: number;
}

export interface BreakdownInput {
  groups: readonly SavingsRecordGroup[];
  /** The member's running total (rupees), kept as each code is handed out. */
  runningTotal: number;
  /** Rupees the member paid for membership. */
  paidAmount: number;
  /** Rupees: the preferred plan's price, the comparison when the member paid nothing. */
  planPrice: number;
  now: Date;
}

/** Rupees to the paisa, so sums of many records carry no floating-point crumbs. */
const money = (rupees: number) => Math.round(rupees * 100) / 100;

function groupBy(groups: readonly SavingsRecordGroup[], key: (group: SavingsRecordGroup) => { slug: string; name: string }): SavingsGroup[] {
  const byKey = new Map<string, SavingsGroup>();
  for (const group of groups) {
    const { slug, name } = key(group);
    const entry = byKey.get(slug) ?? { slug, name, savings: 0, count: 0 };
    entry.savings = money(entry.savings + group.savings);
    entry.count += group.count;
    byKey.set(slug, entry);
  }
  return [...byKey.values()].sort((a, b) => b.savings - a.savings || a.name.localeCompare(b.name, 'en-IN'));
}

/**
 * The breakdown. The running total and the records are kept in one transaction at each generation,
 * so they agree; when the total holds more (savings recorded before they were itemised, such as an
 * imported figure) the difference is `earlierSavings`, and each breakdown plus it is the total.
 * The total is never shown below what the records add up to.
 */
export function buildBreakdown({ groups, runningTotal, paidAmount, planPrice, now }: BreakdownInput): SavingsBreakdown {
  const kept = groups.filter((group) => group.savings > 0);
  const itemisedSavings = money(kept.reduce((sum, group) => sum + group.savings, 0));
  const totalSavings = money(Math.max(runningTotal, itemisedSavings));

  const perMonth = new Map<string, { savings: number; count: number }>();
  for (const group of kept) {
    const entry = perMonth.get(group.month) ?? { savings: 0, count: 0 };
    perMonth.set(group.month, { savings: money(entry.savings + group.savings), count: entry.count + group.count });
  }
  const seen = [...perMonth.keys()].sort();
  const first = seen[0];
  const last = [seen[seen.length - 1] ?? '', istMonthOf(now)].sort()[1] as string;
  const months = first ? monthSpan(first, last).map((month) => ({ month, ...(perMonth.get(month) ?? { savings: 0, count: 0 }) })) : [];

  const paid = money(paidAmount);
  const comparisonAmount = paid > 0 ? paid : money(planPrice);
  return {
    totalSavings,
    itemisedSavings,
    earlierSavings: money(totalSavings - itemisedSavings),
    count: kept.reduce((sum, group) => sum + group.count, 0),
    timeZone: SAVINGS_TIME_ZONE,
    months,
    categories: groupBy(kept, (group) => ({ slug: group.categorySlug, name: group.categoryName })),
    brands: groupBy(kept, (group) => ({ slug: group.brandSlug, name: group.brandName })),
    paidAmount: paid,
    comparison: { basis: paid > 0 ? 'PAID' : 'PLAN_PRICE', amount: comparisonAmount, ratio: savingsRatio(totalSavings, comparisonAmount) },
  };
}
