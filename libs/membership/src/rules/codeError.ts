import { ApiError } from '@rewards/api-client';
import type { CodeRefusalCode, PaymentRefusalCode } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

// The contract's texts for each refusal (CODE_MESSAGES, PAYMENT_MESSAGES), in the page's language:
// shown when the server refused with a code but sent no words of its own.
// i18n-keys: codeError.invalid codeError.notStarted codeError.expired codeError.limit codeError.used codeError.notEligible codeError.referralSelf codeError.referralLinked codeError.tooMany
const CODE_REFUSAL_KEYS: Record<CodeRefusalCode, string> = {
  'TP-CODE-404': 'codeError.invalid',
  'TP-CODE-NOT-STARTED': 'codeError.notStarted',
  'TP-CODE-EXPIRED': 'codeError.expired',
  'TP-CODE-LIMIT': 'codeError.limit',
  'TP-CODE-USED': 'codeError.used',
  'TP-CODE-NOT-ELIGIBLE': 'codeError.notEligible',
  'TP-REFERRAL-SELF': 'codeError.referralSelf',
  'TP-REFERRAL-LINKED': 'codeError.referralLinked',
  TP429: 'codeError.tooMany',
};

// i18n-keys: paymentError.trialUsed paymentError.alreadyMember paymentError.planNotFound paymentError.priceChanged paymentError.idempotencyMismatch paymentError.orderNotFound paymentError.orderClosed paymentError.notMember paymentError.planType paymentError.campaignNotFound
const PAYMENT_REFUSAL_KEYS: Record<PaymentRefusalCode, string> = {
  'TP-TRIAL-USED': 'paymentError.trialUsed',
  'TP-ALREADY-MEMBER': 'paymentError.alreadyMember',
  'TP-PLAN-NOT-FOUND': 'paymentError.planNotFound',
  'TP-PRICE-CHANGED': 'paymentError.priceChanged',
  'TP-IDEMPOTENCY-MISMATCH': 'paymentError.idempotencyMismatch',
  'TP-ORDER-NOT-FOUND': 'paymentError.orderNotFound',
  'TP-ORDER-CLOSED': 'paymentError.orderClosed',
  'TP-NOT-MEMBER': 'paymentError.notMember',
  'TP-PLAN-TYPE': 'paymentError.planType',
  'TP-CAMPAIGN-404': 'paymentError.campaignNotFound',
};

const keyFor = (keys: Record<string, string>, code: string): string | undefined => (Object.hasOwn(keys, code) ? keys[code] : undefined);

/** The default message (spec §8: 'Something went wrong! Please try again later'), in the page's language. */
export function defaultErrorMessage(t: Translate): string {
  return t('codeError.default');
}

/**
 * Spec §8: what the code field shows for a refused code. The server's own message comes first
 * (each refusal has its own: not found, not started, expired, usage limit, already used, not
 * eligible, TP429); a code it sent without a message shows the contract's text for it; anything
 * else reads 'Please enter a valid code'. All but the server's own words in the page's language.
 */
export function codeErrorMessage(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError) || !error.body) return isNetworkFailure(error) ? defaultErrorMessage(t) : t('codeError.invalid');
  if (error.body.userMessage) return error.body.userMessage;
  const key = keyFor(CODE_REFUSAL_KEYS, error.body.systemErrorCode);
  return key ? t(key) : t('codeError.invalid');
}

/** A refused payment call in words: the server's message, the contract's for its code, or the default. */
export function paymentErrorMessage(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError) || !error.body) return defaultErrorMessage(t);
  if (error.body.userMessage) return error.body.userMessage;
  const key = keyFor(PAYMENT_REFUSAL_KEYS, error.body.systemErrorCode);
  return key ? t(key) : defaultErrorMessage(t);
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
