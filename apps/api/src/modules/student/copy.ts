// What the student offer form says: the spec's field messages, the refusals as the common error
// body, and the success line. The form's own texts (section 5 of the spec) are used word for word.
import { STUDENT_FORM_MESSAGES, STUDENT_MAX_DOCUMENT_BYTES } from '@rewards/api-contract';
import { AppError, badRequest, notFound, type ErrorDetail } from '../../http/errors';

export { STUDENT_MAX_DOCUMENT_BYTES };

export const STUDENT_MESSAGES = {
  ...STUDENT_FORM_MESSAGES,
  submitted: 'Your documents have been submitted for verification',
  tooLong: (maxLength: number) => `Please use at most ${maxLength} characters`,
  underReview: 'Your student verification is already under review',
  approved: 'Your student verification is already approved',
  decided: 'This student verification request has already been decided',
  notFound: 'This student verification request does not exist',
} as const;

export const STUDENT_ERROR_CODES = {
  fileTooLarge: 'TP-STUDENT-FILE-TOO-LARGE',
  fileType: 'TP-STUDENT-FILE-TYPE',
  open: 'TP-STUDENT-OPEN',
  decided: 'TP-STUDENT-DECIDED',
} as const;

/** A field broke a rule: 400 TP400, the first problem's text as the user message, every problem in `details`. */
export function formRefused(problems: ReadonlyArray<ErrorDetail & { userMessage: string }>): AppError {
  const details = problems.map(({ path, message }) => ({ path, message }));
  return badRequest(details, problems[0]?.userMessage);
}

export function fileTooLarge(): AppError {
  return new AppError(413, STUDENT_ERROR_CODES.fileTooLarge, `the document is larger than ${STUDENT_MAX_DOCUMENT_BYTES} bytes`, STUDENT_MESSAGES.fileTooLarge);
}

export function fileTypeRefused(reason: string): AppError {
  return new AppError(415, STUDENT_ERROR_CODES.fileType, `the document was refused: ${reason}`, STUDENT_MESSAGES.fileType);
}

/** Too many SVGs are waiting for the sanitiser's check in this process: try again shortly. */
export function svgCheckBusy(reason: string): AppError {
  return new AppError(503, 'TP503', `Service unavailable: ${reason}`, 'We are facing some issues. Please try again in a while.', undefined, 5);
}

/** The member already has a request under review (or an approved one): one open request at a time. */
export function openRequestExists(state: 'SUBMITTED' | 'APPROVED'): AppError {
  return new AppError(
    409,
    STUDENT_ERROR_CODES.open,
    `the member already has a ${state} student verification request`,
    state === 'APPROVED' ? STUDENT_MESSAGES.approved : STUDENT_MESSAGES.underReview,
  );
}

export function alreadyDecided(state: string): AppError {
  return new AppError(409, STUDENT_ERROR_CODES.decided, `the request is already ${state}`, STUDENT_MESSAGES.decided);
}

export function unknownRequest(requestId: string): AppError {
  return notFound(`no student verification request ${requestId}`, STUDENT_MESSAGES.notFound);
}

/** The body could not be read as a form (not multipart, malformed, cut short). */
export function unreadableForm(message: string): AppError {
  return badRequest([{ path: 'body', message }]);
}

/**
 * What the member is told of a reviewer's decision (apps/api/src/modules/admin/students): by SMS to
 * their mobile, or by email to the form's address when they have none. Plain words: an approval
 * gives them the student offer; a rejection gives the reviewer's note and says they may send again.
 */
export function studentDecisionMessage(state: 'APPROVED' | 'REJECTED', note: string | null): { subject: string; text: string } {
  if (state === 'APPROVED') {
    return {
      subject: 'Your student verification is approved',
      text: 'Your student verification is approved: the student offer is now yours on Rewards Club. Open the student offer page to use it. -RWDCLB',
    };
  }
  return {
    subject: 'Your student verification was not approved',
    text: `Your student verification was not approved: ${note ?? 'the document could not be accepted'}. You may send a new request with another document on the student offer page. -RWDCLB`,
  };
}
