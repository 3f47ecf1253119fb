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

describe('the same text as en-IN’s own formatter', () => {
  // Written out by hand (see money.ts): every amount here must read as Intl.NumberFormat('en-IN') writes it.
  const amounts = [0, 1, 9.99, 12.5, 99.995, 100, 999.49, 999.5, 1000, 1234.5, 99999, 100000, 1234567.89, 987654321, 10000000.01, -1, -1199, -150000.5, 0.004, 2.675];
  const price = (amount: number) =>
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount);
  const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  const upToPaise = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
  it.each(amounts)('%d', (amount) => {
    expect(formatRupees(amount)).toBe(price(amount));
    expect(formatWholeRupees(amount)).toBe(whole.format(amount));
    expect(formatSavingsAmount(amount)).toBe(`₹${upToPaise.format(amount)}`);
  });
});
