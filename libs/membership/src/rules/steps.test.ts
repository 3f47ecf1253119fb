import type { OrderStatus } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { failedOrderMessage, nextPoll, stepForOrderStatus, stepFromScreen, stepTitle } from './steps';

describe('stepFromScreen', () => {
  it.each([
    [undefined, 'review-order'],
    ['review-order', 'review-order'],
    ['make-payment', 'make-payment'],
    ['payment-status', 'payment-status'],
    ['confirmation', 'confirmation'],
    ['error', 'error'],
    ['nonsense', 'review-order'],
  ])('/payment/%s is the %s step', (screen, step) => {
    expect(stepFromScreen(screen)).toBe(step);
  });

  it('titles the steps as the spec does', () => {
    expect(stepTitle(english, 'review-order')).toBe('Review Order');
    expect(stepTitle(english, 'make-payment')).toBe('Make Payment');
    expect(stepTitle(english, 'payment-status')).toBe('Make Payment');
    expect(stepTitle(english, 'confirmation')).toBe('Confirmation');
    expect(stepTitle(english, 'error')).toBe('Oops something went wrong');
  });
});

describe('stepForOrderStatus', () => {
  it.each<[OrderStatus, string]>([
    ['CREATED', 'payment-status'],
    ['PENDING', 'payment-status'],
    ['PAID', 'confirmation'],
    ['FAILED', 'error'],
    ['CANCELLED', 'error'],
  ])('an order %s leads to %s', (status, step) => {
    expect(stepForOrderStatus(status)).toBe(step);
  });
});

describe('nextPoll', () => {
  const config = { initialDelayMs: 500, intervalMs: 2000, maxAttempts: 3, timeoutMs: 5000 };
  it.each([
    ['the first poll waits the initial delay', 0, 0, { kind: 'wait', delayMs: 500 }],
    ['later polls wait the interval', 1, 500, { kind: 'wait', delayMs: 2000 }],
    ['no poll past the timeout', 2, 3500, { kind: 'stop' }],
    ['no poll after the last attempt', 3, 1000, { kind: 'stop' }],
  ] as const)('%s', (_case, attempts, elapsed, decision) => {
    expect(nextPoll(config, attempts, elapsed)).toEqual(decision);
  });
});

describe('failedOrderMessage', () => {
  it.each([
    ['PAYMENT_FAILED', 'Your payment did not go through. No money was taken for this order.'],
    ['AMOUNT_MISMATCH', 'We could not confirm the amount of this payment, so the order was not completed. If money was taken, the bank returns it.'],
    ['CANCELLED_BY_MEMBER', 'You cancelled this order. Nothing was charged.'],
    [null, 'Your payment did not go through. No money was taken for this order.'],
  ])('a failure reason of %s reads in words', (reason, message) => {
    expect(failedOrderMessage(english, reason)).toBe(message);
  });
});
