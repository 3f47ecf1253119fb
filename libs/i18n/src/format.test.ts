import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRupees } from './format';

describe('numbers and dates in the language', () => {
  it('groups digits the Indian way in both languages', () => {
    expect(formatNumber('en', 1234567)).toBe('12,34,567');
    expect(formatNumber('hi', 1234567)).toBe('12,34,567');
  });

  it('writes rupees with paise only when there are any', () => {
    expect(formatRupees('en', 125000)).toBe('₹1,25,000');
    expect(formatRupees('hi', 125000)).toBe('₹1,25,000');
    expect(formatRupees('en', 999.5)).toBe('₹999.50');
  });

  it("names the month in the member's language, on India's calendar day", () => {
    // 20:00 UTC on 30 November is already 1 December in India
    expect(formatDate('en', '2026-11-30T20:00:00Z')).toBe('1 December 2026');
    expect(formatDate('hi', '2026-11-30T20:00:00Z')).toBe('1 दिसंबर 2026');
    expect(formatDate('hi', '2026-11-29T10:00:00Z', 'medium')).toBe('29 नव॰ 2026');
    expect(formatDate('en-XA', '2026-11-29T10:00:00Z')).toBe('29 November 2026');
  });
});
