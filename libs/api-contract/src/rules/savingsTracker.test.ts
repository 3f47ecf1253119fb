import { describe, expect, it } from 'vitest';
import { formatMonth, istMonthOf, monthSpan, savingsComparisonText, savingsRatio } from './savingsTracker';

describe('istMonthOf', () => {
  it.each([
    ['2026-11-15T10:00:00Z', '2026-11'],
    // 18:30 UTC on the last day is already midnight of the 1st in India
    ['2026-10-31T18:30:00Z', '2026-11'],
    ['2026-10-31T18:29:59Z', '2026-10'],
    ['2026-12-31T19:00:00Z', '2027-01'],
    ['2026-01-01T00:00:00+05:30', '2026-01'],
  ])('%s falls in %s', (at, month) => {
    expect(istMonthOf(at)).toBe(month);
    expect(istMonthOf(new Date(at))).toBe(month);
  });
});

describe('monthSpan', () => {
  it('lists every month between two, both included, across a year end', () => {
    expect(monthSpan('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });
  it('is one month when both are the same, and none when the first is later', () => {
    expect(monthSpan('2026-11', '2026-11')).toEqual(['2026-11']);
    expect(monthSpan('2026-12', '2026-11')).toEqual([]);
  });
  it('refuses anything that is not a month key', () => {
    expect(() => monthSpan('2026-13', '2027-01')).toThrow(RangeError);
    expect(() => monthSpan('November', '2027-01')).toThrow(RangeError);
  });
});

describe('formatMonth', () => {
  it.each([
    ['2026-09', 'short', 'Sep 2026'],
    ['2026-09', 'long', 'September 2026'],
    ['2027-01', 'short', 'Jan 2027'],
  ] as const)('%s in the %s style is %s', (month, style, text) => {
    expect(formatMonth(month, style)).toBe(text);
  });
});

describe('savingsRatio', () => {
  it.each([
    [3196, 999, 3.1],
    [3197, 999, 3.2],
    [999, 999, 1],
    [500, 999, 0.5],
    [0, 999, 0],
    [4850, 0, null],
  ])('%d saved against %d is %s', (saved, amount, ratio) => {
    expect(savingsRatio(saved, amount)).toBe(ratio);
  });
});

describe('savingsComparisonText', () => {
  it.each([
    [3197, { basis: 'PAID', amount: 999, ratio: 3.2 }, 'You have saved 3.2 times what you paid (₹999)'],
    [3000, { basis: 'PAID', amount: 1000, ratio: 3 }, 'You have saved 3 times what you paid (₹1,000)'],
    [4850, { basis: 'PLAN_PRICE', amount: 999, ratio: 4.8 }, 'You have saved 4.8 times the price of a membership (₹999)'],
    [1050, { basis: 'PAID', amount: 999, ratio: 1 }, 'You have saved as much as you paid (₹999)'],
    [1050, { basis: 'PLAN_PRICE', amount: 999, ratio: 1 }, 'You have saved as much as a membership costs (₹999)'],
    [450, { basis: 'PAID', amount: 999, ratio: 0.4 }, 'You have saved 45% of what you paid (₹999) so far'],
    [5, { basis: 'PLAN_PRICE', amount: 999, ratio: 0 }, 'You have saved 1% of the price of a membership (₹999) so far'],
  ] as const)('%d saved: %j reads %s', (saved, comparison, text) => {
    expect(savingsComparisonText(saved, comparison)).toBe(text);
  });

  it('says nothing before the first saving or without an amount to compare with', () => {
    expect(savingsComparisonText(0, { basis: 'PAID', amount: 999, ratio: 0 })).toBeNull();
    expect(savingsComparisonText(500, { basis: 'PLAN_PRICE', amount: 0, ratio: null })).toBeNull();
  });
});
