import { useTrack } from '@rewards/analytics';
import { useEffect, useRef } from 'react';
import type { PollState } from './useOrderPolling';

/** Orders whose purchase was already tracked in this tab: a reload of the status page is no second sale. */
export const TRACKED_PURCHASES_KEY = 'rp_tracked_purchases';

function firstTime(orderId: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  try {
    const seen = JSON.parse(storage?.getItem(TRACKED_PURCHASES_KEY) ?? '[]') as string[];
    if (seen.includes(orderId)) return false;
    storage?.setItem(TRACKED_PURCHASES_KEY, JSON.stringify([...seen, orderId].slice(-20)));
  } catch {
    // unreadable or blocked storage: track it (a rare double beats a lost sale)
  }
  return true;
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The payment outcome events while an order's status is polled: payment_pending once when the
 * gateway left it pending, payment_failed when it failed or its status could not be read, and
 * purchase_conversion once per order when it is paid.
 */
export function usePaymentTracking(orderId: string, state: PollState): void {
  const track = useTrack();
  const pending = useRef(false);
  useEffect(() => {
    if (state.kind === 'polling' && state.order?.status === 'PENDING' && !pending.current) {
      pending.current = true;
      track('payment_pending', { variant: state.order.variantName, orderId });
    } else if (state.kind === 'settled' && state.order.status === 'PAID') {
      const { order } = state;
      if (firstTime(order.orderId, sessionStore())) track('purchase_conversion', { orderId: order.orderId, variant: order.variantName, amount: order.orderAmount, currency: 'INR' });
    } else if (state.kind === 'settled') {
      track('payment_failed', { variant: state.order.variantName, reason: state.order.failureReason ?? state.order.status });
    } else if (state.kind === 'failed') {
      track('payment_failed', { variant: null, reason: 'STATUS_UNAVAILABLE' });
    }
  }, [state, orderId, track]);
}
