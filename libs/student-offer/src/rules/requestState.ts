// What the member's latest student verification request means for the page and the popup.
import type { StudentVerification, StudentVerificationState } from '@rewards/api-client';
import { formatIstDate } from '@rewards/api-contract';
import { formatDate, type Locale, type Translate } from '@rewards/i18n';

/** The state as the member reads it, in the page's language (`t`). */
export function requestStateLabel(t: Translate, state: StudentVerificationState): string {
  switch (state) {
    case 'SUBMITTED':
      return t('status.SUBMITTED');
    case 'APPROVED':
      return t('status.APPROVED');
    case 'REJECTED':
      return t('status.REJECTED');
  }
}

/** What the state means for the member, in the page's language (`t`). */
export function requestStateText(t: Translate, state: StudentVerificationState): string {
  switch (state) {
    case 'SUBMITTED':
      return t('status.submittedText');
    case 'APPROVED':
      return t('status.approvedText');
    case 'REJECTED':
      return t('status.rejectedText');
  }
}

/** A request's date in India's time: '22 Dec 2026', in Hindi '22 दिस॰ 2026' ('' for an invalid one). */
export function requestDate(value: string, locale: Locale): string {
  if (locale !== 'hi') return formatIstDate(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatDate('hi', date, 'medium');
}

/**
 * The form may be sent when there is no request yet or the last one was rejected; while one is
 * under review, or after one was approved, the server refuses another (409), so the form is not offered.
 */
export function canSendForm(request: StudentVerification | null | undefined): boolean {
  return request == null || request.state === 'REJECTED';
}
