import { describe, expect, it } from 'vitest';
import { formatMembershipDate } from './dates';

describe('formatMembershipDate', () => {
  it.each([
    ['2026-11-22T09:00:00.000Z', '22 Nov 2026'],
    // 20:00 UTC is already the next day in India.
    ['2026-12-21T20:00:00.000Z', '22 Dec 2026'],
    [null, ''],
    ['not a date', ''],
  ])('%s reads %s', (iso, text) => {
    expect(formatMembershipDate(iso)).toBe(text);
  });
});
