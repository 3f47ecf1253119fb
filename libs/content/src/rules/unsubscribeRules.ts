import { ApiError } from '@rewards/api-client';
import { MOBILE_PATTERN, type UnsubscribeRequest } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** What a form stops: promotional email to an address (the spec's /unsubscribe), or marketing SMS to a mobile. */
export type UnsubscribeChannel = 'email' | 'sms';
/** Spec §5: non-space text, an @, and a domain with a dot (the API checks the same). */
export const UNSUBSCRIBE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The comment's limit in the contract (`UnsubscribeRequest.comment`). */
export const UNSUBSCRIBE_COMMENT_MAX = 500;

export interface UnsubscribeValues {
  mobile: string;
  /** Used by the email form only (absent: empty). */
  email?: string;
  reasonId: string;
  comment: string;
}

export type UnsubscribeErrors = Partial<Record<keyof UnsubscribeValues, string>>;

/**
 * What is wrong with the form, field by field, in the page's language (`t`, the content catalogue's);
 * empty when it can be sent. A bad email and a bad mobile read as the API's own words everywhere
 * (spec §8: auth 403, and the contract's INVALID_MOBILE_MESSAGE).
 */
export function validateUnsubscribe(t: Translate, values: UnsubscribeValues, channel: UnsubscribeChannel = 'sms'): UnsubscribeErrors {
  const errors: UnsubscribeErrors = {};
  if (channel === 'email') {
    if (!UNSUBSCRIBE_EMAIL_PATTERN.test((values.email ?? '').trim())) errors.email = t('unsubscribe.email.invalid');
  } else if (!MOBILE_PATTERN.test(values.mobile.trim())) errors.mobile = t('unsubscribe.mobile.invalid');
  if (!values.reasonId) errors.reasonId = t('unsubscribe.reason.required');
  if (values.comment.length > UNSUBSCRIBE_COMMENT_MAX) errors.comment = t('unsubscribe.comment.tooLong', { max: UNSUBSCRIBE_COMMENT_MAX });
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
 * one; without it (a proxy answered), a rate-limit text for a bare 429 and the client's 'Something
 * went wrong' otherwise; and the offline text (spec §8) when the call never got an answer. All but
 * the server's own words in the page's language (`t`, the content catalogue's).
 */
export function unsubscribeErrorMessage(t: Translate, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.body) return error.userMessage;
    if (error.status === 429) return t('unsubscribe.error.tooManyRequests');
    // the same words as the client's ApiError.userMessage without a body
    return t('unsubscribe.error.generic');
  }
  return t('unsubscribe.error.offline');
}
