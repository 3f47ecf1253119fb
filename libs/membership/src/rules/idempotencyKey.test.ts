import { describe, expect, it } from 'vitest';
import { clearOrderAttempt, idempotencyKeyFor, orderFingerprint } from './idempotencyKey';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
}

describe('idempotencyKeyFor', () => {
  const annual = orderFingerprint({ variantId: 2, gc: 'GIFT', orderAmount: 1099 });
  let n = 0;
  const generate = () => `key-${++n}`;

  it('keeps one key for retries of the same purchase', () => {
    const storage = memory();
    const first = idempotencyKeyFor(annual, storage, generate);
    expect(idempotencyKeyFor(annual, storage, generate)).toBe(first);
  });

  it('makes a new key for a different purchase', () => {
    const storage = memory();
    const first = idempotencyKeyFor(annual, storage, generate);
    const other = idempotencyKeyFor(orderFingerprint({ variantId: 2, gc: null, orderAmount: 1199 }), storage, generate);
    expect(other).not.toBe(first);
  });

  it('makes a new key once the attempt is cleared', () => {
    const storage = memory();
    const first = idempotencyKeyFor(annual, storage, generate);
    clearOrderAttempt(storage);
    expect(idempotencyKeyFor(annual, storage, generate)).not.toBe(first);
  });

  it('ignores a damaged stored value', () => {
    const storage = memory();
    storage.setItem('rp_order_attempt', '{not json');
    expect(idempotencyKeyFor(annual, storage, () => 'fresh')).toBe('fresh');
  });
});
