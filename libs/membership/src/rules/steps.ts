import type { OrderStatus, PollConfig } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** The /payment sub-steps (spec §2), in the order a member meets them. */
export const paymentSteps = ['review-order', 'make-payment', 'payment-status', 'confirmation', 'error'] as const;
export type PaymentStep = (typeof paymentSteps)[number];

/**
 * A step's page title, in the page's language (the spec's: Review Order, Make Payment, Confirmation,
 * 'Oops something went wrong'); the status step has none in the spec, so it keeps Make Payment's.
 */
export function stepTitle(t: Translate, step: PaymentStep): string {
  switch (step) {
    case 'review-order':
      return t('steps.title.reviewOrder');
    case 'make-payment':
    case 'payment-status':
      return t('steps.title.makePayment');
    case 'confirmation':
      return t('steps.title.confirmation');
    case 'error':
      return t('steps.title.error');
  }
}

/** The step a `/payment/:screen` URL names; review-order for /payment and anything unknown. */
export function stepFromScreen(screen: string | undefined): PaymentStep {
  return (paymentSteps as readonly string[]).includes(screen ?? '') ? (screen as PaymentStep) : 'review-order';
}

/** Which step an order's status leads to: paid to confirmation, failed or cancelled to error, open ones keep polling. */
export function stepForOrderStatus(status: OrderStatus): PaymentStep {
  switch (status) {
    case 'PAID':
      return 'confirmation';
    case 'FAILED':
    case 'CANCELLED':
      return 'error';
    case 'CREATED':
    case 'PENDING':
      return 'payment-status';
  }
}

export type PollDecision = { kind: 'wait'; delayMs: number } | { kind: 'stop' };

/**
 * Whether to ask for an order's status again (spec §4: status polling per the polling
 * configuration). `attempts` polls were made so far, `elapsedMs` since polling began.
 */
export function nextPoll(config: PollConfig, attempts: number, elapsedMs: number): PollDecision {
  if (attempts >= config.maxAttempts) return { kind: 'stop' };
  const delayMs = attempts === 0 ? config.initialDelayMs : config.intervalMs;
  if (elapsedMs + delayMs > config.timeoutMs) return { kind: 'stop' };
  return { kind: 'wait', delayMs };
}

/** What the error step says for an order that did not go through, by the server's failure reason, in the page's language. */
export function failedOrderMessage(t: Translate, failureReason: string | null | undefined): string {
  switch (failureReason) {
    case 'AMOUNT_MISMATCH':
      return t('steps.failed.amountMismatch');
    case 'CANCELLED_BY_MEMBER':
      return t('steps.failed.cancelled');
    default:
      return t('steps.failed.notPaid');
  }
}
