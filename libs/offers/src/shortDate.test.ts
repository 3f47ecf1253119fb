import { describe, expect, it } from 'vitest';
import { shortDate } from './shortDate';

describe('shortDate', () => {
  it.each([
    ['en', '2026-12-22T10:00:00Z', '22 Dec 2026'],
    ['en', '2026-09-05T10:00:00Z', '5 Sep 2026'],
    ['en-XA', '2026-12-22T10:00:00Z', '22 Dec 2026'],
    ['hi', '2026-12-22T10:00:00Z', '22 दिस॰ 2026'],
    // India's calendar day, whatever the machine's zone
    ['hi', '2026-12-21T20:00:00Z', '22 दिस॰ 2026'],
    ['hi', '', ''],
    ['hi', 'not a date', ''],
    ['en', null, ''],
  ] as const)('%s %s reads %s', (locale, value, expected) => {
    expect(shortDate(locale, value)).toBe(expected);
  });
});
