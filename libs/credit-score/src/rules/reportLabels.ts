// The report's codes in words, in the page's language (`t`).
import type { CreditAccount, CreditPaymentMonth } from '@rewards/api-client';
import type { Translate } from '@rewards/i18n';

export function accountTypeLabel(t: Translate, type: CreditAccount['type']): string {
  switch (type) {
    case 'CREDIT_CARD':
      return t('account.CREDIT_CARD');
    case 'HOME_LOAN':
      return t('account.HOME_LOAN');
    case 'PERSONAL_LOAN':
      return t('account.PERSONAL_LOAN');
    case 'AUTO_LOAN':
      return t('account.AUTO_LOAN');
    case 'CONSUMER_LOAN':
      return t('account.CONSUMER_LOAN');
    case 'EDUCATION_LOAN':
      return t('account.EDUCATION_LOAN');
    case 'GOLD_LOAN':
      return t('account.GOLD_LOAN');
  }
}

export function accountStatusLabel(t: Translate, status: CreditAccount['status']): string {
  switch (status) {
    case 'ACTIVE':
      return t('account.ACTIVE');
    case 'CLOSED':
      return t('account.CLOSED');
    case 'OVERDUE':
      return t('account.OVERDUE');
  }
}

export function paymentStatusLabel(t: Translate, status: CreditPaymentMonth['status']): string {
  switch (status) {
    case 'ON_TIME':
      return t('payment.ON_TIME');
    case 'LATE':
      return t('payment.LATE');
    case 'MISSED':
      return t('payment.MISSED');
  }
}

/** '11 of 12 payments on time' over the months the report holds. */
export function onTimeSummary(t: Translate, history: readonly CreditPaymentMonth[]): string {
  const onTime = history.filter((month) => month.status === 'ON_TIME').length;
  return t('report.onTime', { onTime, total: history.length });
}
