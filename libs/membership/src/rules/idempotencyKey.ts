// One key per purchase attempt, kept in sessionStorage: a retry, a reload or the browser's back
// button from the gateway sends the same key, so the server answers the same order instead of a
// second one (spec §4: browser-back on payment recreates the order).

export const ORDER_ATTEMPT_KEY = 'rp_order_attempt';

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredAttempt {
  /** What the order is for; a different purchase gets a new key. */
  fingerprint: string;
  key: string;
}

/** A stable description of the intended purchase (variant, code, amount). */
export function orderFingerprint(order: { variantId: number; gc?: string | null; orderAmount?: number }): string {
  return JSON.stringify([order.variantId, order.gc ?? null, order.orderAmount ?? null]);
}

export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The key for this purchase: the stored one when it is for the same purchase, else a new one (stored). */
export function idempotencyKeyFor(fingerprint: string, storage: SessionStorageLike | undefined, generate: () => string = newIdempotencyKey): string {
  const stored = readAttempt(storage);
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const key = generate();
  try {
    storage?.setItem(ORDER_ATTEMPT_KEY, JSON.stringify({ fingerprint, key } satisfies StoredAttempt));
  } catch {
    // Storage may be full or blocked: the key still protects retries within this page.
  }
  return key;
}

/** Forget the attempt once its order reached a final status, so the next purchase gets a new key. */
export function clearOrderAttempt(storage: SessionStorageLike | undefined): void {
  try {
    storage?.removeItem(ORDER_ATTEMPT_KEY);
  } catch {
    // Nothing to do when storage is blocked.
  }
}

function readAttempt(storage: SessionStorageLike | undefined): StoredAttempt | undefined {
  try {
    const raw = storage?.getItem(ORDER_ATTEMPT_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<StoredAttempt>;
    return typeof value.fingerprint === 'string' && typeof value.key === 'string' ? { fingerprint: value.fingerprint, key: value.key } : undefined;
  } catch {
    return undefined;
  }
}

export function browserSessionStorage(): SessionStorageLike | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
