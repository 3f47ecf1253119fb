import { describe, expect, it } from 'vitest';
import { FLASH_SALE_STATES, flashSaleActs, flashSaleState, lowInventoryThreshold, nextFlashSaleChange, type FlashSaleState } from './flashSaleState';
import { DAY, flashSaleIn, HOUR, makeFlashSale, MINUTE, SALE_ERROR } from './testing';

const now = Date.UTC(2026, 10, 22, 12, 30);
const ERR = SALE_ERROR;

describe('flashSaleState', () => {
  // (start, end) relative to now, stock left of total, error message → state.
  it.each([
    // Before the start: COMING_SOON further than 24 h ahead, PRE_BUZZ from 24 h before.
    ['start 3 days ahead', 3 * DAY, 4 * DAY, 50, 100, null, 'COMING_SOON'],
    ['start 24 h and 1 ms ahead', DAY + 1, 2 * DAY, 50, 100, null, 'COMING_SOON'],
    ['start exactly 24 h ahead', DAY, 2 * DAY, 50, 100, null, 'PRE_BUZZ'],
    ['start 1 minute ahead', MINUTE, 2 * DAY, 50, 100, null, 'PRE_BUZZ'],
    ['start 1 ms ahead, sold out already', 1, DAY, 0, 100, ERR, 'PRE_BUZZ'],
    // Live.
    ['exactly at the start', 0, 5 * HOUR, 50, 100, null, 'ACTIVE'],
    ['live, plenty left', -HOUR, 5 * HOUR, 50, 100, null, 'ACTIVE'],
    ['live, an error but stock left', -HOUR, 5 * HOUR, 50, 100, ERR, 'ACTIVE'],
    ['live, one above the low-stock line (10 of 100)', -HOUR, 5 * HOUR, 11, 100, null, 'ACTIVE'],
    ['live, exactly 10% left', -HOUR, 5 * HOUR, 10, 100, null, 'ACTIVE_INVENTORY'],
    ['live, small pool: 5 left of 20 (the floor of 5 wins)', -HOUR, 5 * HOUR, 5, 20, null, 'ACTIVE_INVENTORY'],
    ['live, small pool: 6 left of 20', -HOUR, 5 * HOUR, 6, 20, null, 'ACTIVE'],
    ['live, 1 left', -HOUR, 5 * HOUR, 1, 100, null, 'ACTIVE_INVENTORY'],
    ['live, end 1 h and 1 ms ahead', -HOUR, HOUR + 1, 50, 100, null, 'ACTIVE'],
    ['live, end exactly 1 h ahead', -HOUR, HOUR, 50, 100, null, 'ABOUT_TO_EXPIRE'],
    ['live, last hour and low stock (the clock wins)', -HOUR, 30 * MINUTE, 2, 100, null, 'ABOUT_TO_EXPIRE'],
    ['exactly at the end', -HOUR, 0, 50, 100, null, 'ABOUT_TO_EXPIRE'],
    ['live, nothing left', -HOUR, 5 * HOUR, 0, 100, null, 'OUT_OF_STOCK'],
    ['live, nothing left, blank error', -HOUR, 5 * HOUR, 0, 100, '  ', 'OUT_OF_STOCK'],
    ['live, nothing left, in the last hour', -HOUR, 10 * MINUTE, 0, 100, null, 'OUT_OF_STOCK'],
    ['live, nothing left, with an error', -HOUR, 5 * HOUR, 0, 100, ERR, 'OUT_OF_STOCK_WITH_ERROR'],
    ['exactly at the end, nothing left', -HOUR, 0, 0, 100, null, 'OUT_OF_STOCK'],
    // After the end.
    ['ended 1 ms ago', -HOUR, -1, 50, 100, null, 'EXPIRED'],
    ['ended a day ago, sold out', -2 * DAY, -DAY, 0, 100, null, 'EXPIRED'],
    ['ended, with an error', -2 * DAY, -DAY, 0, 100, ERR, 'EXPIRED_WITH_ERROR'],
  ] as const)('%s: %s..%s, %s of %s left, error %s → %s', (_case, startIn, endIn, left, total, error, state) => {
    expect(flashSaleState(makeFlashSale(now, { startIn, endIn, inventoryLeft: left, totalInventory: total, errorMessage: error }), now)).toBe(state);
  });

  it.each([
    ['no sale', null, 'EXPIRED'],
    ['unreadable times (started, never ends)', { startTime: 'soon', endTime: '', inventoryLeft: 50, totalInventory: 100 }, 'ACTIVE'],
    ['no error message field', { startTime: new Date(now - DAY).toISOString(), endTime: new Date(now - HOUR).toISOString(), inventoryLeft: 0, totalInventory: 10 }, 'EXPIRED'],
  ] as const)('%s → %s', (_case, sale, state) => {
    expect(flashSaleState(sale, now)).toBe(state);
  });

  it.each([
    [0, 5],
    [20, 5],
    [59, 5],
    [60, 6],
    [100, 10],
    [1000, 100],
  ])('low stock for a total of %i is at most %i left', (total, threshold) => {
    expect(lowInventoryThreshold(total)).toBe(threshold);
  });

  it('the fixtures cover every state', () => {
    expect(FLASH_SALE_STATES.map((state) => flashSaleState(flashSaleIn(state, now), now))).toEqual([...FLASH_SALE_STATES]);
  });

  it.each(FLASH_SALE_STATES.map((state) => [state, ['ACTIVE', 'ACTIVE_INVENTORY', 'ABOUT_TO_EXPIRE'].includes(state)] as const))('%s acts: %s', (state, acts) => {
    expect(flashSaleActs(state)).toBe(acts);
  });
});

describe('nextFlashSaleChange', () => {
  it.each([
    ['COMING_SOON', 'PRE_BUZZ'],
    ['PRE_BUZZ', 'ACTIVE'],
    ['ACTIVE', 'ABOUT_TO_EXPIRE'],
    ['ACTIVE_INVENTORY', 'ABOUT_TO_EXPIRE'],
    ['ABOUT_TO_EXPIRE', 'EXPIRED'],
    ['OUT_OF_STOCK', 'EXPIRED'],
    ['OUT_OF_STOCK_WITH_ERROR', 'EXPIRED_WITH_ERROR'],
  ] as const)('%s holds until the change and is %s from it on', (state: FlashSaleState, next: FlashSaleState) => {
    const sale = flashSaleIn(state, now);
    const change = nextFlashSaleChange(sale, now);
    expect(change).toBeGreaterThan(now);
    expect(flashSaleState(sale, (change as number) - 1)).toBe(state);
    expect(flashSaleState(sale, change as number)).toBe(next);
  });

  it.each([
    ['EXPIRED', flashSaleIn('EXPIRED', now)],
    ['EXPIRED_WITH_ERROR', flashSaleIn('EXPIRED_WITH_ERROR', now)],
    ['ACTIVE with no end', { startTime: new Date(now - HOUR).toISOString(), endTime: 'never', inventoryLeft: 50, totalInventory: 100 }],
    ['no sale', null],
  ] as const)('%s never changes with time', (_case, sale) => {
    expect(nextFlashSaleChange(sale, now)).toBeUndefined();
  });
});
