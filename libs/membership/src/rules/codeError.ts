import { ApiError } from '@rewards/api-client';
import { CODE_MESSAGES, INVALID_CODE_MESSAGE, PAYMENT_MESSAGES } from '@rewards/api-contract';

/** The default message (spec §8). */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong! Please try again later';

/**
 * Spec §8: what the code field shows for a refused code. The server's own message comes first
 * (each refusal has its own: not found, not started, expired, usage limit, already used, not
 * eligible, TP429); a code it sent without a message shows the catalogue text; anything else
 * reads 'Please enter a valid code'.
 */
export function codeErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !error.body) return isNetworkFailure(error) ? DEFAULT_ERROR_MESSAGE : INVALID_CODE_MESSAGE;
  const code = error.body.systemErrorCode;
  return error.body.userMessage || (CODE_MESSAGES as Record<string, string>)[code] || INVALID_CODE_MESSAGE;
}

/** A refused payment call in words: the server's message, the catalogue's, or the default. */
export function paymentErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || !error.body) return DEFAULT_ERROR_MESSAGE;
  return error.body.userMessage || (PAYMENT_MESSAGES as Record<string, string>)[error.body.systemErrorCode] || DEFAULT_ERROR_MESSAGE;
}

/**
 * True when the request never got an answer: fetch rejects with a TypeError when the browser, an
 * extension or the network blocked it (an ad-blocker cancelling the gateway call looks like this).
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The refusal's code, when the server sent one. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof ApiError && error.body ? error.body.systemErrorCode : undefined;
}
