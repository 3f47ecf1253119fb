// The payment slots the sites read from `/c/mdm/payments/slot-data/{slot}`.
import type { PollConfig, WebPwaSlot } from '@rewards/api-contract';

/** How the status step polls: long enough to outlast a sandbox pending payment. */
export function pollConfigFor(pendingResolveSeconds: number): PollConfig {
  const intervalMs = 3_000;
  const timeoutMs = Math.max(120_000, (pendingResolveSeconds + 60) * 1_000);
  return { initialDelayMs: 1_000, intervalMs, maxAttempts: Math.ceil(timeoutMs / intervalMs), timeoutMs };
}

/** The payment pages' texts (spec §8) and the redirect delay (spec §9). */
export const WEB_PWA_SLOT: WebPwaSlot = {
  redirectDelayMs: 500,
  paymentBlockedMessage:
    "We're currently unable to process your payment. This may be caused by your browser's security settings or an active extension—such as an ad-blocker—blocking the request. Please try disabling such extensions, or use a different browser or an incognito/private window.",
  cancelTitle: 'Are you sure you want to cancel ?',
  cancelText: "Your order won't be processed if you cancel now.",
  packChangeTitle: 'Are your sure?',
  packChangeText: 'This will cancel your current pack and start your new pack. Cancelled pack can not be reactivated',
  errorTitle: 'Oops something went wrong',
  pendingText: 'Your payment is being confirmed. This can take a few seconds; please keep this page open.',
};
