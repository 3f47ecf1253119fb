import { ApiError } from '@rewards/api-client';
import { INVALID_MOBILE_MESSAGE, MOBILE_PATTERN, type UnsubscribeRequest } from '@rewards/api-contract';

/** The comment's limit in the contract (`UnsubscribeRequest.comment`). */
export const UNSUBSCRIBE_COMMENT_MAX = 500;
export const CHOOSE_REASON_MESSAGE = 'Please choose a reason';
/** When a 429 comes without the server's own words (a proxy answered). */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';
/** Spec §8, offline: the call never reached the server. */
export const OFFLINE_MESSAGE = 'Please check your internet connection and try again.';

export interface UnsubscribeValues {
  mobile: string;
  reasonId: string;
  comment: string;
}

export type UnsubscribeErrors = Partial<Record<keyof UnsubscribeValues, string>>;

/** What is wrong with the form, field by field; empty when it can be sent. */
export function validateUnsubscribe(values: UnsubscribeValues): UnsubscribeErrors {
  const errors: UnsubscribeErrors = {};
  if (!MOBILE_PATTERN.test(values.mobile.trim())) errors.mobile = INVALID_MOBILE_MESSAGE;
  if (!values.reasonId) errors.reasonId = CHOOSE_REASON_MESSAGE;
  if (values.comment.length > UNSUBSCRIBE_COMMENT_MAX) errors.comment = `Please keep your comment under ${UNSUBSCRIBE_COMMENT_MAX} characters`;
  return errors;
}

/** The request body: trimmed, with no empty comment. */
export function unsubscribeRequest(values: UnsubscribeValues): UnsubscribeRequest {
  const comment = values.comment.trim();
  return { mobile: values.mobile.trim(), reasonId: values.reasonId, ...(comment && { comment }) };
}

/**
 * What a failed opt-out tells the visitor: the server's own message (TP429 included) when it sent
 * one, a rate-limit text for a bare 429, and the offline text when the call never got an answer.
 */
export function unsubscribeErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body) return error.userMessage;
    if (error.status === 429) return TOO_MANY_REQUESTS_MESSAGE;
    return error.userMessage;
  }
  return OFFLINE_MESSAGE;
}
