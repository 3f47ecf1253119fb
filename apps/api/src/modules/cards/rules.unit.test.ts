import { describe, expect, it } from 'vitest';
import { addDays, dateLabel, daysBetween, futureActivationDates, futureDateProblem, holdsRunningMembership, indiaDateOf, MAX_FUTURE_DATES, startOfIndiaDay } from './rules';

describe("India's calendar days", () => {
  it.each([
    ['2026-11-20T10:00:00Z', '2026-11-20'],
    ['2026-11-20T18:29:59Z', '2026-11-20'],
    ['2026-11-20T18:30:00Z', '2026-11-21'],
    ['2026-12-31T19:00:00Z', '2027-01-01'],
  ])('%s is %s in India', (instant, day) => {
    expect(indiaDateOf(new Date(instant))).toBe(day);
  });

  it('a day starts at midnight IST (18:30 UTC the day before)', () => {
    expect(startOfIndiaDay('2027-01-01').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(indiaDateOf(startOfIndiaDay('2027-03-01'))).toBe('2027-03-01');
  });

  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-11-20', 180, '2027-05-19'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2027-01-01', '1 Jan 2027'],
    ['2026-12-15', '15 Dec 2026'],
    ['2027-05-09', '9 May 2027'],
  ])('%s reads as %s', (date, label) => {
    expect(dateLabel(date)).toBe(label);
  });
});

describe('the dates a future activation offers', () => {
  it.each([
    ['the 1st of each month after tomorrow, up to the window', '2026-11-20', '2027-05-19', ['2026-12-01', '2027-01-01', '2027-02-01', '2027-03-01', '2027-04-01', '2027-05-01']],
    ['tomorrow when tomorrow is a 1st', '2026-11-30', '2027-01-15', ['2026-12-01', '2027-01-01']],
    ['a window ending on a 1st includes it', '2026-11-20', '2027-01-01', ['2026-12-01', '2027-01-01']],
    ['tomorrow alone when no 1st falls in the window', '2026-11-20', '2026-11-25', ['2026-11-21']],
    ['tomorrow alone when the window ends tomorrow', '2026-11-20', '2026-11-21', ['2026-11-21']],
    ['none once the window is over', '2026-11-20', '2026-11-20', []],
  ])('%s', (_label, today, windowEnd, dates) => {
    expect(futureActivationDates(today, windowEnd)).toEqual(dates);
  });

  it(`offers at most ${MAX_FUTURE_DATES} dates (the contract's limit)`, () => {
    const dates = futureActivationDates('2026-11-20', '2030-01-01');
    expect(dates).toHaveLength(MAX_FUTURE_DATES);
    expect(dates[0]).toBe('2026-12-01');
    expect(dates.at(-1)).toBe('2027-11-01');
  });

  it.each([
    ['today', '2026-11-20', 'NOT_AFTER_TODAY'],
    ['yesterday', '2026-11-19', 'NOT_AFTER_TODAY'],
    ['tomorrow', '2026-11-21', null],
    ['a date inside the window', '2027-02-14', null],
    ["the window's last day", '2027-05-19', null],
    ['the day after the window', '2027-05-20', 'AFTER_WINDOW'],
  ])('a start %s (%s) is %s', (_label, date, problem) => {
    expect(futureDateProblem(date, '2026-11-20', '2027-05-19')).toBe(problem);
  });
});

describe('who already holds a membership', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const later = new Date('2026-12-20T10:00:00Z');
  const earlier = new Date('2026-10-20T10:00:00Z');
  it.each([
    ['a running trial', 1, later, true],
    ['a running paid membership', 5, later, true],
    ['a trial that ended', 1, earlier, false],
    ['a paid membership that ended', 5, earlier, false],
    ['an expired member', 2, earlier, false],
    ['a new member', 0, null, false],
  ] as const)('%s: %s', (_label, primeProfile, endDate, running) => {
    expect(holdsRunningMembership({ primeProfile, endDate }, now)).toBe(running);
  });

  it('a planned period of 365 days is 365 days', () => {
    const start = startOfIndiaDay('2027-01-01');
    expect(daysBetween(start, new Date(start.getTime() + 365 * 86_400_000))).toBe(365);
  });
});
