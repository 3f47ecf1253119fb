import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { canRefresh, longDate, monthLabel, refreshText } from './dates';

const now = Date.parse('2026-11-20T10:00:00Z');

describe('refreshing a report', () => {
  it.each([
    ['no date: now', null, true, undefined],
    ['a date passed', '2026-11-19T10:00:00Z', true, undefined],
    ['this very moment', '2026-11-20T10:00:00Z', true, undefined],
    ['a month on', '2026-12-20T10:00:00Z', false, 'You can refresh your report on 20 December 2026'],
    ["late evening UTC is the next day in India", '2026-12-20T20:00:00Z', false, 'You can refresh your report on 21 December 2026'],
  ])('%s', (_case, at, allowed, text) => {
    expect(canRefresh(at, now)).toBe(allowed);
    expect(refreshText(english, 'en', at, now)).toBe(text);
  });
});

describe('dates', () => {
  it('reads a day as members in India do', () => {
    expect(longDate('2026-11-20T10:01:00Z')).toBe('20 November 2026');
    expect(longDate('2019-09-01')).toBe('1 September 2019');
  });

  it.each([
    ['2026-11', 'Nov 2026'],
    ['2026-09', 'Sep 2026'],
    ['2026-01', 'Jan 2026'],
    ['2026-13', '2026-13'],
    ['later', 'later'],
  ])('month %s reads %s', (month, expected) => {
    expect(monthLabel(month)).toBe(expected);
  });

  it('reads dates and months in Hindi in a Hindi page', () => {
    expect(longDate('2026-11-20T10:01:00Z', 'hi')).toBe('20 नवंबर 2026');
    expect(longDate('not a date', 'hi')).toBe('');
    expect(monthLabel('2026-11', 'hi')).toBe('नव॰ 2026');
    expect(monthLabel('later', 'hi')).toBe('later');
  });
});
