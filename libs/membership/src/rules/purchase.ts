// The purchase being paid for, kept in sessionStorage (spec §3: campaign payment data orderAmount,
// gc and variantId is kept in session storage) so that make-payment can recreate the order after
// a reload or the browser's back button from the gateway.
import { browserSessionStorage } from './idempotencyKey';

export const PENDING_PURCHASE_KEY = 'rp_pending_purchase';

export interface PendingPurchase {
  variantId: number;
  gc: string | null;
  /** What the review step showed; the server refuses the order if its price differs. */
  orderAmount: number;
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function savePendingPurchase(purchase: PendingPurchase, storage: SessionStorageLike | undefined = browserSessionStorage()): void {
  try {
    storage?.setItem(PENDING_PURCHASE_KEY, JSON.stringify(purchase));
  } catch {
    // Blocked storage: the review step starts over after a reload, nothing worse.
  }
}

export function readPendingPurchase(storage: SessionStorageLike | undefined = browserSessionStorage()): PendingPurchase | undefined {
  try {
    const raw = storage?.getItem(PENDING_PURCHASE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<PendingPurchase>;
    if (typeof value.variantId !== 'number' || typeof value.orderAmount !== 'number') return undefined;
    return { variantId: value.variantId, orderAmount: value.orderAmount, gc: typeof value.gc === 'string' ? value.gc : null };
  } catch {
    return undefined;
  }
}

export function clearPendingPurchase(storage: SessionStorageLike | undefined = browserSessionStorage()): void {
  try {
    storage?.removeItem(PENDING_PURCHASE_KEY);
  } catch {
    // Nothing to do.
  }
}
