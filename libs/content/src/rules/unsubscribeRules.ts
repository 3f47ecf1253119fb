import { ApiError } from '@rewards/api-client';
import { AUTH_MESSAGES, INVALID_MOBILE_MESSAGE, MOBILE_PATTERN, type UnsubscribeRequest } from '@rewards/api-contract';

/** What a form stops: promotional email to an address (the spec's /unsubscribe), or marketing SMS to a mobile. */
export type UnsubscribeChannel = 'email' | 'sms';
/** The API's words for a bad email everywhere (auth 403, spec §8). */
export const INVALID_EMAIL_MESSAGE = AUTH_MESSAGES['403'];
/** Spec §5: non-space text, an @, and a domain with a dot (the API checks the same). */
export const UNSUBSCRIBE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The comment's limit in the contract (`UnsubscribeRequest.comment`). */
export const UNSUBSCRIBE_COMMENT_MAX = 500;
export const CHOOSE_REASON_MESSAGE = 'Please choose a reason';
/** When a 429 comes without the server's own words (a proxy answered). */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';
/** Spec §8, offline: the call never reached the server. */
export const OFFLINE_MESSAGE = 'Please check your internet connection and try again.';

export interface UnsubscribeValues {
  mobile: string;
  /** Used by the email form only (absent: empty). */
  email?: string;
  reasonId: string;
  comment: string;
}

export type UnsubscribeErrors = Partial<Record<keyof UnsubscribeValues, string>>;

/** What is wrong with the form, field by field; empty when it can be sent. */
export function validateUnsubscribe(values: UnsubscribeValues, channel: UnsubscribeChannel = 'sms'): UnsubscribeErrors {
  const errors: UnsubscribeErrors = {};
  if (channel === 'email') {
    if (!UNSUBSCRIBE_EMAIL_PATTERN.test((values.email ?? '').trim())) errors.email = INVALID_EMAIL_MESSAGE;
  } else if (!MOBILE_PATTERN.test(values.mobile.trim())) errors.mobile = INVALID_MOBILE_MESSAGE;
  if (!values.reasonId) errors.reasonId = CHOOSE_REASON_MESSAGE;
  if (values.comment.length > UNSUBSCRIBE_COMMENT_MAX) errors.comment = `Please keep your comment under ${UNSUBSCRIBE_COMMENT_MAX} characters`;
  return errors;
}

/** The request body: the email or the mobile (trimmed), the reason, no empty comment. */
export function unsubscribeRequest(values: UnsubscribeValues, channel: UnsubscribeChannel = 'sms'): UnsubscribeRequest {
  const comment = values.comment.trim();
  const address = channel === 'email' ? { email: (values.email ?? '').trim() } : { mobile: values.mobile.trim() };
  return { ...address, reasonId: values.reasonId, ...(comment && { comment }) };
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
