import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { accountStatusLabel, accountTypeLabel, onTimeSummary, paymentStatusLabel } from './reportLabels';

describe('report labels', () => {
  it.each([
    ['CREDIT_CARD', 'Credit card'],
    ['HOME_LOAN', 'Home loan'],
    ['GOLD_LOAN', 'Gold loan'],
  ] as const)('account type %s reads %s', (type, label) => {
    expect(accountTypeLabel(english, type)).toBe(label);
  });

  it.each([
    ['ACTIVE', 'Active'],
    ['CLOSED', 'Closed'],
    ['OVERDUE', 'Overdue'],
  ] as const)('account status %s reads %s', (status, label) => {
    expect(accountStatusLabel(english, status)).toBe(label);
  });

  it.each([
    ['ON_TIME', 'Paid on time'],
    ['LATE', 'Paid late'],
    ['MISSED', 'Missed'],
  ] as const)('payment %s reads %s', (status, label) => {
    expect(paymentStatusLabel(english, status)).toBe(label);
  });

  it('counts the months paid on time', () => {
    expect(onTimeSummary(english, [{ month: '2026-10', status: 'ON_TIME' }, { month: '2026-11', status: 'LATE' }])).toBe('1 of 2 payments on time');
    expect(onTimeSummary(english, [])).toBe('0 of 0 payments on time');
  });
});
