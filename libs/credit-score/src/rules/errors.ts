import { ApiError } from '@rewards/api-client';
import type { Translate } from '@rewards/i18n';

/**
 * What to tell the member about a failed call: the server's own words for a refusal (its
 * `userMessage`, e.g. 'Please enter a valid OTP', in the page's language by Accept-Language), or
 * the offline text (`t`) when it never answered.
 */
export function errorMessage(t: Translate, error: unknown): string {
  return error instanceof ApiError ? error.userMessage : t('errors.offline');
}

/** What every credit call answers (404) when the server has no credit bureau connected. */
export const CREDIT_UNAVAILABLE = 'TP-CREDIT-UNAVAILABLE';

/** The server offers no credit check (no bureau connected): a state of the page, not a failure to retry. */
export function isCreditUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.systemErrorCode === CREDIT_UNAVAILABLE;
}
