import { describe, expect, it } from 'vitest';
import { formatIstDate, formatIstLongDate } from './dates';

describe('formatIstDate', () => {
  it.each([
    ['2026-01-12T10:00:00Z', '12 Jan 2026'],
    // 20:00 UTC is already the next day in India.
    ['2026-01-12T20:00:00Z', '13 Jan 2026'],
    ['2026-12-21T20:00:00.000Z', '22 Dec 2026'],
    ['2026-12-21T18:00:00Z', '21 Dec 2026'],
    ['2026-12-22T00:00:00Z', '22 Dec 2026'],
    // never 'Sept'
    ['2026-09-05T06:00:00Z', '5 Sep 2026'],
    ['not a date', ''],
    [null, ''],
    [undefined, ''],
  ])('%j is shown as %j', (iso, text) => {
    expect(formatIstDate(iso)).toBe(text);
  });

  it('takes a Date too', () => {
    expect(formatIstDate(new Date('2026-12-22T00:00:00+05:30'))).toBe('22 Dec 2026');
  });
});

describe('formatIstLongDate', () => {
  it.each([
    ['2026-10-01', '1 October 2026'],
    ['2026-11-24T19:00:00Z', '25 November 2026'],
    ['nope', ''],
  ])('%j is shown as %j', (iso, text) => {
    expect(formatIstLongDate(iso)).toBe(text);
  });
});
