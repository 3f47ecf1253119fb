import { describe, expect, it } from 'vitest';
import { formatRupees, formatSavingsAmount, formatWholeRupees } from './money';

describe('formatRupees (prices)', () => {
  it.each([
    [999, '₹999'],
    [1199, '₹1,199'],
    [20000, '₹20,000'],
    [150000, '₹1,50,000'],
    [999.5, '₹999.50'],
    [0, '₹0'],
  ])('%d reads %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});

describe('formatWholeRupees (totals)', () => {
  it.each([
    [4850, '₹4,850'],
    [0, '₹0'],
    [125000, '₹1,25,000'],
    [999.6, '₹1,000'],
  ])('%d reads %s', (amount, text) => {
    expect(formatWholeRupees(amount)).toBe(text);
  });
});

describe('formatSavingsAmount', () => {
  it.each([
    [1800, '₹1,800'],
    [125000, '₹1,25,000'],
    [999.5, '₹999.5'],
  ])('%d reads %s', (amount, text) => {
    expect(formatSavingsAmount(amount)).toBe(text);
  });
});
