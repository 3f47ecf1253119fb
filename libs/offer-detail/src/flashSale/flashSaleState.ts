import type { FlashSale } from '@rewards/api-contract';
import { exclusiveState, parseExclusiveTime } from '@rewards/api-contract';

/** The flash-sale CTA states of spec §4, in the order a sale goes through them. */
export const FLASH_SALE_STATES = [
  'COMING_SOON',
  'PRE_BUZZ',
  'ACTIVE',
  'ACTIVE_INVENTORY',
  'ABOUT_TO_EXPIRE',
  'OUT_OF_STOCK',
  'OUT_OF_STOCK_WITH_ERROR',
  'EXPIRED',
  'EXPIRED_WITH_ERROR',
] as const;

export type FlashSaleState = (typeof FLASH_SALE_STATES)[number];

const HOUR = 60 * 60 * 1000;

/** A sale starting at most this far ahead is in PRE_BUZZ (a countdown); further ahead it is COMING_SOON. */
export const PRE_BUZZ_WINDOW_MS = 24 * HOUR;
/** A live sale ending at most this far ahead is ABOUT_TO_EXPIRE (a countdown). */
export const ABOUT_TO_EXPIRE_WINDOW_MS = HOUR;
/** Low stock: at most this many left ... */
export const LOW_INVENTORY_MIN = 5;
/** ... or at most this share of the total (rounded down), whichever is larger. */
export const LOW_INVENTORY_SHARE = 0.1;

/** The largest number left that still counts as low stock ('Only N left'). */
export function lowInventoryThreshold(totalInventory: number): number {
  return Math.max(LOW_INVENTORY_MIN, Math.floor(totalInventory * LOW_INVENTORY_SHARE));
}

const hasError = (flashSale: FlashSale) => Boolean(flashSale.errorMessage?.trim());

/** The sale's start and end as epoch milliseconds (an unreadable time counts as missing). */
export function flashSaleTimes(flashSale: FlashSale): { start: number | undefined; end: number | undefined } {
  return { start: parseExclusiveTime(flashSale.startTime), end: parseExclusiveTime(flashSale.endTime) };
}

/**
 * Where a flash sale stands at `now`. Time first, with the exclusive events' own rule (so the sale
 * and its event card never disagree): before the start it is COMING_SOON, or PRE_BUZZ from 24 h
 * before; after the end (the end itself still sells) it is EXPIRED. While live: nothing left is
 * OUT_OF_STOCK; the last hour is ABOUT_TO_EXPIRE; low stock (≤ max(5, 10% of the total)) is
 * ACTIVE_INVENTORY; otherwise ACTIVE. A sale that ended or sold out with an `errorMessage` (the
 * member's last attempt failed) takes the _WITH_ERROR form. No sale at all is EXPIRED: nothing to buy.
 */
export function flashSaleState(flashSale: FlashSale | null | undefined, now: number): FlashSaleState {
  if (!flashSale) return 'EXPIRED';
  const { start, end } = flashSaleTimes(flashSale);
  const phase = exclusiveState(start, end, now);
  if (phase === 'expired') return hasError(flashSale) ? 'EXPIRED_WITH_ERROR' : 'EXPIRED';
  if (phase === 'upcoming') return start !== undefined && start - now > PRE_BUZZ_WINDOW_MS ? 'COMING_SOON' : 'PRE_BUZZ';
  if (flashSale.inventoryLeft <= 0) return hasError(flashSale) ? 'OUT_OF_STOCK_WITH_ERROR' : 'OUT_OF_STOCK';
  if (end !== undefined && end - now <= ABOUT_TO_EXPIRE_WINDOW_MS) return 'ABOUT_TO_EXPIRE';
  if (flashSale.inventoryLeft <= lowInventoryThreshold(flashSale.totalInventory)) return 'ACTIVE_INVENTORY';
  return 'ACTIVE';
}

/**
 * The first moment the state changes with time alone (stock changes come from the server), or
 * undefined when it never will. A clock running until this moment lands on the new state.
 */
export function nextFlashSaleChange(flashSale: FlashSale | null | undefined, now: number): number | undefined {
  if (!flashSale) return undefined;
  const { start, end } = flashSaleTimes(flashSale);
  switch (flashSaleState(flashSale, now)) {
    case 'COMING_SOON':
      return start === undefined ? undefined : start - PRE_BUZZ_WINDOW_MS;
    case 'PRE_BUZZ':
      return start;
    case 'ACTIVE':
    case 'ACTIVE_INVENTORY':
      return end === undefined ? undefined : end - ABOUT_TO_EXPIRE_WINDOW_MS;
    case 'ABOUT_TO_EXPIRE':
    case 'OUT_OF_STOCK':
    case 'OUT_OF_STOCK_WITH_ERROR':
      return end === undefined ? undefined : end + 1;
    default:
      return undefined;
  }
}

/** The states whose button acts (h3 wires it to the offer's CTA action). */
export function flashSaleActs(state: FlashSaleState): boolean {
  return state === 'ACTIVE' || state === 'ACTIVE_INVENTORY' || state === 'ABOUT_TO_EXPIRE';
}

/** The moment a state's countdown counts towards: the start in PRE_BUZZ ('Starts in …'), the end in ABOUT_TO_EXPIRE ('Ends in …'). */
export function flashSaleCountdownTarget(flashSale: FlashSale, state: FlashSaleState): { towards: 'start' | 'end'; target: number } | undefined {
  const { start, end } = flashSaleTimes(flashSale);
  if (state === 'PRE_BUZZ' && start !== undefined) return { towards: 'start', target: start };
  if (state === 'ABOUT_TO_EXPIRE' && end !== undefined) return { towards: 'end', target: end };
  return undefined;
}
