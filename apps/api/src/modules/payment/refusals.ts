// Code and payment refusals as the common error body: a stable `systemErrorCode`, the shared
// catalogue's text as `userMessage` (libs/api-contract/src/payment.ts), and an HTTP status by kind.
import { CODE_MESSAGES, PAYMENT_MESSAGES, type CodeRefusalCode, type PaymentRefusalCode } from '@rewards/api-contract';
import { AppError } from '../../http/errors';

const CODE_STATUS: Record<CodeRefusalCode, number> = {
  'TP-CODE-404': 404,
  'TP-CODE-NOT-STARTED': 400,
  'TP-CODE-EXPIRED': 400,
  'TP-CODE-LIMIT': 400,
  'TP-CODE-USED': 400,
  'TP-CODE-NOT-ELIGIBLE': 400,
  'TP-REFERRAL-SELF': 400,
  'TP-REFERRAL-LINKED': 400,
  TP429: 429,
};

const PAYMENT_STATUS: Record<PaymentRefusalCode, number> = {
  'TP-TRIAL-USED': 409,
  'TP-ALREADY-MEMBER': 409,
  'TP-PLAN-NOT-FOUND': 404,
  'TP-PRICE-CHANGED': 409,
  'TP-IDEMPOTENCY-MISMATCH': 409,
  'TP-ORDER-NOT-FOUND': 404,
  'TP-ORDER-CLOSED': 409,
  'TP-NOT-MEMBER': 409,
  'TP-PLAN-TYPE': 400,
  'TP-CAMPAIGN-404': 404,
};

/** `retryAfterSeconds` goes out as `Retry-After` on a TP429. */
export function codeRefusal(code: CodeRefusalCode, responseMessage: string, retryAfterSeconds?: number): AppError {
  return new AppError(CODE_STATUS[code], code, responseMessage, CODE_MESSAGES[code], undefined, retryAfterSeconds);
}

export function paymentRefusal(code: PaymentRefusalCode, responseMessage: string): AppError {
  return new AppError(PAYMENT_STATUS[code], code, responseMessage, PAYMENT_MESSAGES[code]);
}

/** A webhook whose signature does not verify: nothing in it is trusted or stored. */
export function badSignature(reason: string): AppError {
  return new AppError(401, 'TP-WEBHOOK-SIGNATURE', `Webhook refused: ${reason}`, 'Invalid signature');
}

/** The payment gateway did not answer as it should (its API down or refusing us): try again later. */
export function gatewayUnavailable(reason: string): AppError {
  return new AppError(503, 'TP503', `Payment gateway: ${reason}`, 'Payments are not available right now. Please try again in a few minutes.', undefined, 30);
}
