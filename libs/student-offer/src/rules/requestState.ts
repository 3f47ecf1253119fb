// What the member's latest student verification request means for the page and the popup.
import type { StudentVerification, StudentVerificationState } from '@rewards/api-client';

/** The state as the member reads it. */
export const REQUEST_STATE_LABELS: Readonly<Record<StudentVerificationState, string>> = {
  SUBMITTED: 'Submitted — under review',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
};

/**
 * The form may be sent when there is no request yet or the last one was rejected; while one is
 * under review, or after one was approved, the server refuses another (409), so the form is not offered.
 */
export function canSendForm(request: StudentVerification | null | undefined): boolean {
  return request == null || request.state === 'REJECTED';
}
