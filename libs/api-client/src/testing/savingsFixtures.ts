// A contract-typed savings breakdown, for the client's tests and the tracker's, the savings prompt's
// tests and stories.
import type { SavingsBreakdown } from '@rewards/api-contract';

/**
 * A paid member's breakdown: ₹3,196 over four months in India (October without savings), in
 * two categories and three brands, against ₹999 paid (3.1 times). Lists and totals must be
 * overridden together, so they still add up.
 */
export function makeSavingsBreakdown(overrides: Partial<SavingsBreakdown> = {}): SavingsBreakdown {
  return {
    totalSavings: 3196,
    itemisedSavings: 3196,
    earlierSavings: 0,
    count: 7,
    timeZone: 'Asia/Kolkata',
    months: [
      { month: '2026-08', savings: 1200, count: 2 },
      { month: '2026-09', savings: 798, count: 2 },
      { month: '2026-10', savings: 0, count: 0 },
      { month: '2026-11', savings: 1198, count: 3 },
    ],
    categories: [
      { slug: 'dining', name: 'Dining', savings: 2000, count: 3 },
      { slug: 'ott', name: 'OTT', savings: 1196, count: 4 },
    ],
    brands: [
      { slug: 'tandoor-tales', name: 'Tandoor Tales', savings: 1200, count: 2 },
      { slug: 'cinestream', name: 'CineStream', savings: 1196, count: 4 },
      { slug: 'biryani-bazaar', name: 'Biryani Bazaar', savings: 800, count: 1 },
    ],
    paidAmount: 999,
    comparison: { basis: 'PAID', amount: 999, ratio: 3.1 },
    ...overrides,
  };
}

/** A member who has not saved yet: nothing itemised, compared with the preferred plan's price. */
export function emptySavingsBreakdown(overrides: Partial<SavingsBreakdown> = {}): SavingsBreakdown {
  return makeSavingsBreakdown({
    totalSavings: 0,
    itemisedSavings: 0,
    count: 0,
    months: [],
    categories: [],
    brands: [],
    paidAmount: 0,
    comparison: { basis: 'PLAN_PRICE', amount: 999, ratio: 0 },
    ...overrides,
  });
}
