// The report's codes in words.
import type { CreditAccount, CreditPaymentMonth } from '@rewards/api-client';

const ACCOUNT_TYPES: Record<CreditAccount['type'], string> = {
  CREDIT_CARD: 'Credit card',
  HOME_LOAN: 'Home loan',
  PERSONAL_LOAN: 'Personal loan',
  AUTO_LOAN: 'Auto loan',
  CONSUMER_LOAN: 'Consumer loan',
  EDUCATION_LOAN: 'Education loan',
  GOLD_LOAN: 'Gold loan',
};

const ACCOUNT_STATUSES: Record<CreditAccount['status'], string> = { ACTIVE: 'Active', CLOSED: 'Closed', OVERDUE: 'Overdue' };

const PAYMENT_STATUSES: Record<CreditPaymentMonth['status'], string> = { ON_TIME: 'Paid on time', LATE: 'Paid late', MISSED: 'Missed' };

export function accountTypeLabel(type: CreditAccount['type']): string {
  return ACCOUNT_TYPES[type];
}

export function accountStatusLabel(status: CreditAccount['status']): string {
  return ACCOUNT_STATUSES[status];
}

export function paymentStatusLabel(status: CreditPaymentMonth['status']): string {
  return PAYMENT_STATUSES[status];
}

/** '11 of 12 payments on time' over the months the report holds. */
export function onTimeSummary(history: readonly CreditPaymentMonth[]): string {
  const onTime = history.filter((month) => month.status === 'ON_TIME').length;
  return `${onTime} of ${history.length} payments on time`;
}
