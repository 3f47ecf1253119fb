// Fixtures for the flash-sale tests and stories (contract-typed, so a contract change breaks them).
import type { FlashSale } from '@rewards/api-contract';
import type { FlashSaleState } from './flashSaleState';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A sale from `now + startIn` to `now + endIn` (negative: in the past). */
export function makeFlashSale(now: number, { startIn = -HOUR, endIn = 5 * HOUR, inventoryLeft = 60, totalInventory = 100, errorMessage = null }: { startIn?: number; endIn?: number; inventoryLeft?: number; totalInventory?: number; errorMessage?: string | null } = {}): FlashSale {
  return { startTime: new Date(now + startIn).toISOString(), endTime: new Date(now + endIn).toISOString(), inventoryLeft, totalInventory, errorMessage };
}

export const SALE_ERROR = 'Payment was not completed, so the seat was released.';

/** A sale that is in `state` at `now`. */
export function flashSaleIn(state: FlashSaleState, now: number): FlashSale {
  switch (state) {
    case 'COMING_SOON':
      return makeFlashSale(now, { startIn: 3 * DAY, endIn: 3 * DAY + 6 * HOUR });
    case 'PRE_BUZZ':
      return makeFlashSale(now, { startIn: 2 * HOUR + 15 * MINUTE, endIn: 8 * HOUR });
    case 'ACTIVE':
      return makeFlashSale(now);
    case 'ACTIVE_INVENTORY':
      return makeFlashSale(now, { inventoryLeft: 3 });
    case 'ABOUT_TO_EXPIRE':
      return makeFlashSale(now, { endIn: 45 * MINUTE, inventoryLeft: 12 });
    case 'OUT_OF_STOCK':
      return makeFlashSale(now, { inventoryLeft: 0 });
    case 'OUT_OF_STOCK_WITH_ERROR':
      return makeFlashSale(now, { inventoryLeft: 0, errorMessage: SALE_ERROR });
    case 'EXPIRED':
      return makeFlashSale(now, { startIn: -2 * DAY, endIn: -DAY, inventoryLeft: 4 });
    case 'EXPIRED_WITH_ERROR':
      return makeFlashSale(now, { startIn: -2 * DAY, endIn: -DAY, inventoryLeft: 4, errorMessage: SALE_ERROR });
  }
}
