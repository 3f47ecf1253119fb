import { describe, expect, it } from 'vitest';
import { buildBreakdown, type SavingsRecordGroup } from './breakdown';

const group = (month: string, category: string, brand: string, savings: number, count = 1): SavingsRecordGroup => ({
  month,
  categorySlug: category.toLowerCase(),
  categoryName: category,
  brandSlug: brand.toLowerCase().replaceAll(' ', '-'),
  brandName: brand,
  savings,
  count,
});

const NOW = new Date('2026-11-26T10:00:00Z');

describe('buildBreakdown', () => {
  const groups = [
    group('2026-08', 'Dining', 'Tandoor Tales', 600, 1),
    group('2026-10', 'Dining', 'Biryani Bazaar', 200, 1),
    group('2026-10', 'OTT', 'CineStream', 598, 2),
    group('2026-10', 'Dining', 'Tandoor Tales', 600, 1),
  ];

  it('runs the months from the first saving to the current month in India, gaps as 0', () => {
    const breakdown = buildBreakdown({ groups, runningTotal: 1998, paidAmount: 0, planPrice: 999, now: NOW });
    expect(breakdown.months).toEqual([
      { month: '2026-08', savings: 600, count: 1 },
      { month: '2026-09', savings: 0, count: 0 },
      { month: '2026-10', savings: 1398, count: 4 },
      { month: '2026-11', savings: 0, count: 0 },
    ]);
  });

  it('groups categories and brands, biggest first, each adding up to the total', () => {
    const breakdown = buildBreakdown({ groups, runningTotal: 1998, paidAmount: 0, planPrice: 999, now: NOW });
    expect(breakdown.categories).toEqual([
      { slug: 'dining', name: 'Dining', savings: 1400, count: 3 },
      { slug: 'ott', name: 'OTT', savings: 598, count: 2 },
    ]);
    expect(breakdown.brands.map((brand) => [brand.name, brand.savings])).toEqual([
      ['Tandoor Tales', 1200],
      ['CineStream', 598],
      ['Biryani Bazaar', 200],
    ]);
    expect(breakdown).toMatchObject({ totalSavings: 1998, itemisedSavings: 1998, earlierSavings: 0, count: 5 });
  });

  it('keeps a running total above the records as earlier savings', () => {
    expect(buildBreakdown({ groups, runningTotal: 4850, paidAmount: 0, planPrice: 999, now: NOW })).toMatchObject({ totalSavings: 4850, itemisedSavings: 1998, earlierSavings: 2852 });
  });

  it('never shows a total below what its records add up to', () => {
    expect(buildBreakdown({ groups, runningTotal: 0, paidAmount: 0, planPrice: 999, now: NOW })).toMatchObject({ totalSavings: 1998, earlierSavings: 0 });
  });

  it('leaves out records that save nothing, and a month after "now" still ends the run', () => {
    const breakdown = buildBreakdown({ groups: [group('2026-12', 'OTT', 'CineStream', 299), group('2026-11', 'OTT', 'Free Stuff', 0)], runningTotal: 299, paidAmount: 0, planPrice: 999, now: NOW });
    expect(breakdown.months.map((month) => month.month)).toEqual(['2026-12']);
    expect(breakdown.brands.map((brand) => brand.name)).toEqual(['CineStream']);
  });

  it('adds paise without floating-point crumbs', () => {
    const tenths = Array.from({ length: 10 }, () => group('2026-11', 'OTT', 'CineStream', 0.1));
    expect(buildBreakdown({ groups: tenths, runningTotal: 1, paidAmount: 0, planPrice: 999, now: NOW })).toMatchObject({ totalSavings: 1, itemisedSavings: 1, earlierSavings: 0 });
  });

  it.each([
    [1998, 999, { basis: 'PAID', amount: 999, ratio: 2 }],
    [1998, 0, { basis: 'PLAN_PRICE', amount: 999, ratio: 2 }],
  ] as const)('with %d saved and %d paid compares with %j', (runningTotal, paidAmount, comparison) => {
    expect(buildBreakdown({ groups, runningTotal, paidAmount, planPrice: 999, now: NOW }).comparison).toEqual(comparison);
  });

  it('has no ratio when there is nothing to compare with', () => {
    expect(buildBreakdown({ groups: [], runningTotal: 0, paidAmount: 0, planPrice: 0, now: NOW }).comparison).toEqual({ basis: 'PLAN_PRICE', amount: 0, ratio: null });
  });
});
