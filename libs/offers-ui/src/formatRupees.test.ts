import { describe, expect, it } from 'vitest';
import { formatRupees } from './formatRupees';

describe('formatRupees', () => {
  it.each([
    [999, '₹999'],
    [1199, '₹1,199'],
    [20000, '₹20,000'],
    [150000, '₹1,50,000'],
  ])('%d reads %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});
