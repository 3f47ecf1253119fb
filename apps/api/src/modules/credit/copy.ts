// What the credit-score check says: its own refusals as the common error body (the code refusals
// are auth's, from shared/auth-refusals, so the sites show the login texts) and its messages. No text
// here ever holds a PAN or a code.
import { formatIstDate, PAN_MESSAGES } from '@rewards/api-contract';
import { AppError, badRequest } from '../../http/errors';
import type { DateOfBirthProblem, PanProblem } from './rules';

export const CREDIT_MESSAGES = {
  panInvalid: PAN_MESSAGES.invalid,
  panNotPersonal: PAN_MESSAGES.notPersonal,
  panNotFound: 'We could not find a credit record for this PAN. Please check it and try again',
  underAge: 'You must be 18 or older to check your credit score',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  consent: 'Please agree to the terms to continue',
  name: 'Please enter your name as on your PAN',
  refreshTooSoon: (date: Date) => `You can refresh your credit report on ${formatIstDate(date)}`,
  noCheck: 'We could not find your credit check. Please start again',
  noReport: 'You do not have a credit report yet. Check your credit score to get one',
  codeSent: 'We have sent a code to the mobile registered with your PAN',
  unavailable: 'Credit score checks are not available right now',
} as const;

/** The code's text message (a DLT-registered template, like the login one). */
export function creditCodeText(code: string, validMinutes: number): string {
  return `${code} is your code to get your credit report. It is valid for ${validMinutes} minutes. Do not share it with anyone. -RWDCLB`;
}

export function panRefusal(problem: PanProblem): AppError {
  return problem === 'INVALID'
    ? new AppError(400, 'TP-PAN-INVALID', 'The PAN is not 5 letters, 4 digits and a letter', CREDIT_MESSAGES.panInvalid)
    : new AppError(400, 'TP-PAN-NOT-PERSONAL', "The PAN's fourth letter is not P (a person)", CREDIT_MESSAGES.panNotPersonal);
}

export function panNotFound(): AppError {
  return new AppError(400, 'TP-PAN-NOT-FOUND', 'The bureau holds no record of this PAN', CREDIT_MESSAGES.panNotFound);
}

const DATE_OF_BIRTH_REFUSALS: Record<DateOfBirthProblem, [responseMessage: string, userMessage: string]> = {
  INVALID: ['The date of birth is not a past calendar day', CREDIT_MESSAGES.dateOfBirthInvalid],
  UNDER_AGE: ['The member is younger than 18', CREDIT_MESSAGES.underAge],
  OVER_AGE: ['The date of birth is more than 100 years ago', CREDIT_MESSAGES.dateOfBirthInvalid],
};

export function dateOfBirthRefusal(problem: DateOfBirthProblem): AppError {
  const [responseMessage, userMessage] = DATE_OF_BIRTH_REFUSALS[problem];
  return new AppError(400, 'TP-CREDIT-DOB', responseMessage, userMessage);
}

export function consentMissing(): AppError {
  return new AppError(400, 'TP-CREDIT-CONSENT', 'The member did not consent to the credit check', CREDIT_MESSAGES.consent);
}

export function nameInvalid(): AppError {
  return badRequest([{ path: 'body/name', message: 'is not a name (letters, spaces, dots, apostrophes and hyphens)' }], CREDIT_MESSAGES.name);
}

export function refreshTooSoon(availableAt: Date): AppError {
  return new AppError(409, 'TP-CREDIT-REFRESH-TOO-SOON', `A report can be asked for again from ${availableAt.toISOString()}`, CREDIT_MESSAGES.refreshTooSoon(availableAt));
}

export function noCheck(responseMessage = 'No credit check of this member has that id'): AppError {
  return new AppError(404, 'TP-CREDIT-NO-CHECK', responseMessage, CREDIT_MESSAGES.noCheck);
}

/**
 * No bureau is connected (CREDIT_BUREAU=none): every credit call. 404, not 503: the check is not
 * offered by this deployment, which no retry changes. A 5xx would count as a server failure in
 * monitoring and in the site's error reports on every visit, and a 503 reads as "retry shortly"
 * (the database's TP503 with Retry-After); a 404 with its own code is a state the page shows.
 */
export function creditUnavailable(): AppError {
  return new AppError(404, 'TP-CREDIT-UNAVAILABLE', 'No credit bureau is connected to this server (CREDIT_BUREAU=none)', CREDIT_MESSAGES.unavailable);
}

export function noReport(): AppError {
  return new AppError(404, 'TP-CREDIT-NO-REPORT', 'The member holds no credit report that has not expired', CREDIT_MESSAGES.noReport);
}
