import type { OrderStatus, PollConfig } from '@rewards/api-contract';

/** The /payment sub-steps (spec §2), in the order a member meets them. */
export const paymentSteps = ['review-order', 'make-payment', 'payment-status', 'confirmation', 'error'] as const;
export type PaymentStep = (typeof paymentSteps)[number];

/** Page titles; the status step has none in the spec, so it keeps Make Payment's. */
export const STEP_TITLES: Record<PaymentStep, string> = {
  'review-order': 'Review Order',
  'make-payment': 'Make Payment',
  'payment-status': 'Make Payment',
  confirmation: 'Confirmation',
  error: 'Oops something went wrong',
};

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

/** What the error step says for an order that did not go through, by the server's failure reason. */
export function failedOrderMessage(failureReason: string | null | undefined): string {
  switch (failureReason) {
    case 'AMOUNT_MISMATCH':
      return 'We could not confirm the amount of this payment, so the order was not completed. If money was taken, the bank returns it.';
    case 'CANCELLED_BY_MEMBER':
      return 'You cancelled this order. Nothing was charged.';
    default:
      return 'Your payment did not go through. No money was taken for this order.';
  }
}
