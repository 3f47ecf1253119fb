import { ApiError } from '@rewards/api-client';

/** When the call never reached the server (offline, a dropped connection). */
export const OFFLINE_MESSAGE = 'We could not reach the server. Please check your connection and try again.';

/**
 * What to tell the member about a failed call: the server's own words for a refusal (its
 * `userMessage`, e.g. 'Please enter a valid OTP'), or the offline text when it never answered.
 */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.userMessage : OFFLINE_MESSAGE;
}

/** What every credit call answers (404) when the server has no credit bureau connected. */
export const CREDIT_UNAVAILABLE = 'TP-CREDIT-UNAVAILABLE';

/** The server offers no credit check (no bureau connected): a state of the page, not a failure to retry. */
export function isCreditUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.systemErrorCode === CREDIT_UNAVAILABLE;
}
