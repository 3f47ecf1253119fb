import { describe, expect, it } from 'vitest';
import { clearPendingPurchase, readPendingPurchase, savePendingPurchase } from './purchase';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
}

describe('pending purchase', () => {
  it('round-trips and clears', () => {
    const storage = memory();
    savePendingPurchase({ variantId: 2, gc: 'GIFT', orderAmount: 1099 }, storage);
    expect(readPendingPurchase(storage)).toEqual({ variantId: 2, gc: 'GIFT', orderAmount: 1099 });
    clearPendingPurchase(storage);
    expect(readPendingPurchase(storage)).toBeUndefined();
  });

  it.each([['{bad'], ['{"variantId":"2","orderAmount":1}'], ['null']])('ignores the damaged value %s', (raw) => {
    const storage = memory();
    storage.setItem('rp_pending_purchase', raw);
    expect(readPendingPurchase(storage)).toBeUndefined();
  });
});
