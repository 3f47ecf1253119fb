import { describe, expect, it } from 'vitest';
import { CHART_MONTHS, PHONE_CHART_MONTHS, chartColumns, compactRupees, shareOf } from './savingsChart';

const month = (key: string, savings: number) => ({ month: key, savings, count: savings > 0 ? 1 : 0 });

describe('compactRupees', () => {
  it.each([
    [0, '₹0'],
    [299, '₹299'],
    [1198, '₹1.2K'],
    [12_000, '₹12K'],
    [125_000, '₹1.3L'],
  ])('%d reads %s above a bar', (amount, text) => {
    expect(compactRupees(amount)).toBe(text);
  });
});

describe('chartColumns', () => {
  const columns = chartColumns([month('2026-11', 600), month('2026-12', 0), month('2027-01', 300)]);

  it('gives the biggest month the full height and the others their share of it; an empty month none', () => {
    expect(columns.map((column) => column.heightPercent)).toEqual([100, 0, 50]);
  });

  it('names the year on the first column and where a year begins', () => {
    expect(columns.map((column) => [column.monthName, column.year])).toEqual([
      ['Nov', '2026'],
      ['Dec', null],
      ['Jan', '2027'],
    ]);
  });

  it(`keeps the latest ${CHART_MONTHS} months, and marks all but the latest ${PHONE_CHART_MONTHS} as too many for a phone`, () => {
    const months = Array.from({ length: 15 }, (_, i) => month(`${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`, i + 1));
    const shown = chartColumns(months);
    expect(shown).toHaveLength(CHART_MONTHS);
    expect(shown[0]!.month).toBe('2025-04');
    expect(shown.filter((column) => column.wideOnly)).toHaveLength(CHART_MONTHS - PHONE_CHART_MONTHS);
    expect(shown.at(-1)).toMatchObject({ month: '2026-03', wideOnly: false, heightPercent: 100 });
    // the first column a phone shows names its year too
    expect(shown[CHART_MONTHS - PHONE_CHART_MONTHS]).toMatchObject({ month: '2025-10', year: '2025' });
    expect(chartColumns(months.slice(0, 4)).some((column) => column.wideOnly)).toBe(false);
  });

  it('is empty without months, and flat when nothing was saved', () => {
    expect(chartColumns([])).toEqual([]);
    expect(chartColumns([month('2026-11', 0)])[0]!.heightPercent).toBe(0);
  });
});

describe('shareOf', () => {
  it.each([
    [1196, 3196, 37],
    [2000, 3196, 63],
    [5, 0, 0],
  ])('%d of %d is %d%%', (part, total, share) => {
    expect(shareOf(part, total)).toBe(share);
  });
});
