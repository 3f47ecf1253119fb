import { describe, expect, it } from 'vitest';
import { membershipStatus, type MembershipDate } from './membershipStatus';

const now = new Date('2026-03-15T12:00:00Z');
const start = '2026-03-01T00:00:00Z';
const future = '2026-03-31T00:00:00Z';
const past = '2026-03-10T00:00:00Z';
const started: MembershipDate = { label: 'Started', date: start };

describe('membershipStatus', () => {
  it('a membership activated for a later date says when it starts', () => {
    expect(membershipStatus({ primeProfile: 0, startDate: null, endDate: null, lastEndDate: null, scheduledStartDate: '2026-04-01T00:00:00Z' }, now)).toEqual({
      label: 'Membership starts soon',
      tone: 'positive',
      dates: [{ label: 'Starts on', date: '2026-04-01T00:00:00Z' }],
    });
    // once the day has come the stored membership speaks for itself
    expect(membershipStatus({ primeProfile: 0, startDate: null, endDate: null, lastEndDate: null, scheduledStartDate: past }, now).label).toBe('Not a member yet');
  });

  it.each<[string, number, string | null, string | null, string, MembershipDate[]]>([
    ['0 attempted', 0, null, null, 'Not a member yet', []],
    ['1 trial running', 1, start, future, 'Free trial', [started, { label: 'Valid till', date: future }]],
    ['1 trial past its end', 1, start, past, 'Trial expired', [started, { label: 'Ended on', date: '2026-03-10T00:00:00.000Z' }]],
    ['1 trial without dates', 1, null, null, 'Free trial', []],
    ['2 trial expired', 2, start, past, 'Trial expired', [started, { label: 'Ended on', date: '2026-03-10T00:00:00.000Z' }]],
    ['3 trial cancelled', 3, start, past, 'Trial cancelled', [started, { label: 'Ended on', date: '2026-03-10T00:00:00.000Z' }]],
    ['5 paid', 5, start, future, 'Active member', [started, { label: 'Valid till', date: future }]],
    ['5 activated for a later date', 5, '2026-04-01T00:00:00Z', '2027-04-01T00:00:00Z', 'Membership starts soon', [{ label: 'Starts on', date: '2026-04-01T00:00:00Z' }, { label: 'Valid till', date: '2027-04-01T00:00:00Z' }]],
    ['5 paid past its end', 5, start, past, 'Membership expired', [started, { label: 'Ended on', date: '2026-03-10T00:00:00.000Z' }]],
    ['6 expired', 6, start, past, 'Membership expired', [started, { label: 'Ended on', date: '2026-03-10T00:00:00.000Z' }]],
    ['7 cancelled, still running', 7, start, future, 'Membership cancelled', [started, { label: 'Valid till', date: future }]],
    ['7 cancelled and over', 7, start, past, 'Membership cancelled', [started, { label: 'Ended on', date: '2026-03-10T00:00:00.000Z' }]],
    ['9 blocked', 9, start, future, 'Account blocked', []],
    ['10 unclaimed', 10, null, null, 'Membership not yet claimed', []],
    ['an unknown profile', 42, null, null, 'Not a member yet', []],
    ['a start date that is not a date', 5, 'soon', future, 'Active member', [{ label: 'Valid till', date: future }]],
  ])('%s reads %s', (_, primeProfile, startDate, endDate, label, dates) => {
    const status = membershipStatus({ primeProfile, startDate, endDate, lastEndDate: null }, now);
    expect(status.label).toBe(label);
    expect(status.dates).toEqual(dates);
  });

  it('an expired membership without an end date shows the last end date', () => {
    const status = membershipStatus({ primeProfile: 6, startDate: null, endDate: null, lastEndDate: past }, now);
    expect(status.dates).toEqual([{ label: 'Ended on', date: '2026-03-10T00:00:00.000Z' }]);
  });

  it.each([
    [1, 'positive'],
    [5, 'positive'],
    [2, 'critical'],
    [6, 'critical'],
    [9, 'critical'],
    [10, 'neutral'],
    [0, 'neutral'],
  ])('primeProfile %i has a %s tone', (primeProfile, tone) => {
    expect(membershipStatus({ primeProfile, startDate: start, endDate: primeProfile === 1 || primeProfile === 5 ? future : past, lastEndDate: null }, now).tone).toBe(tone);
  });
});
