// The code and payment rules and texts both sides must agree on: the server answers these codes
// with these user messages, and the sites show the same texts when they map a code themselves.

/** What every money amount is in. */
export const CURRENCY = 'INR';
export const COUNTRY_CODE = 'IN';
/** The label under a monthly price unless a campaign says otherwise. */
export const DEFAULT_MONTHLY_BREAKUP_LABEL = 'PER MONTH';
/** Attribution defaults (spec §9). */
export const DEFAULT_UTM_VALUE = 'DIRECT';
export const DEFAULT_AB_PARAM = 'OTHER';
/** The header that makes create-order retries safe. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const INVALID_CODE_MESSAGE = 'Please enter a valid code';

/** Code refusals (systemErrorCode → userMessage). */
export const CODE_MESSAGES = {
  'TP-CODE-404': INVALID_CODE_MESSAGE,
  'TP-CODE-NOT-STARTED': 'This code is not active yet. Please try again later',
  'TP-CODE-EXPIRED': 'This code has expired',
  'TP-CODE-LIMIT': 'This code has reached its usage limit',
  'TP-CODE-USED': 'You have already used this code',
  'TP-CODE-NOT-ELIGIBLE': 'You are not eligible for this code',
  'TP-REFERRAL-SELF': 'You cannot use your own referral code',
  'TP-REFERRAL-LINKED': 'You have already been referred by another member',
  TP429: 'You have tried too many codes. Please wait a minute and try again',
} as const;
export type CodeRefusalCode = keyof typeof CODE_MESSAGES;

/** Payment and membership refusals (systemErrorCode → userMessage). */
export const PAYMENT_MESSAGES = {
  'TP-TRIAL-USED': 'You have already used your free trial',
  'TP-ALREADY-MEMBER': 'You are already a member of this plan',
  'TP-PLAN-NOT-FOUND': 'This plan is not available',
  'TP-PRICE-CHANGED': 'The price has changed. Please review your order again',
  'TP-IDEMPOTENCY-MISMATCH': 'This order request does not match the original one. Please start again',
  'TP-ORDER-NOT-FOUND': 'We could not find this order',
  'TP-ORDER-CLOSED': 'This order is already closed. Please start a new order',
  'TP-NOT-MEMBER': 'Auto-renewal is available only with an active paid membership',
  'TP-PLAN-TYPE': 'Paid plans are bought through an order',
  'TP-CAMPAIGN-404': 'This offer has ended or does not exist',
} as const;
export type PaymentRefusalCode = keyof typeof PAYMENT_MESSAGES;

/** Order statuses that can still change; PAID, FAILED and CANCELLED are final. */
export const OPEN_ORDER_STATUSES = ['CREATED', 'PENDING'] as const;

/**
 * The code as the server looks it up: trimmed and upper-cased; a referral code also loses every
 * character that is not a letter or digit.
 */
export function normaliseCode(raw: string, isReferral = false): string {
  const code = raw.trim().toUpperCase();
  return isReferral ? code.replace(/[^A-Z0-9]/g, '') : code;
}

