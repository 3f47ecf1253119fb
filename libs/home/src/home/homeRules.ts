import { FREE_TRIAL_GRID_SIZE, type Offer } from '@rewards/api-contract';
import type { Translate } from '@rewards/i18n';

/** Home constants from the spec (§9). */
export const OFFER_CARDS_MAX = 6;
/** The offer logo cards start animating 1 s after the page shows... */
export const OFFER_CARDS_START_MS = 1000;
/** ...and the highlighted card moves on every 12 s. */
export const OFFER_CARDS_CYCLE_MS = 12_000;
/** How long each headline word stays (not given by the spec). */
export const HEADLINE_WORD_MS = 2500;

export interface FreeTrialGrid {
  shown: Offer[];
  /** How many offers the '+N MORE' tile stands for; 0 for no tile. */
  more: number;
}

/**
 * Up to 9 offers fill the grid; with more, 8 show and the ninth tile reads '+N MORE'. `count` is how
 * many there are in all (the home data sends the first 9 and the count).
 */
export function freeTrialGrid(offers: readonly Offer[], count = offers.length): FreeTrialGrid {
  if (count <= FREE_TRIAL_GRID_SIZE) return { shown: offers.slice(0, count), more: 0 };
  const shown = offers.slice(0, FREE_TRIAL_GRID_SIZE - 1);
  return { shown, more: count - shown.length };
}

/** Puts the offers count into a text that holds `{count}`. */
export function withCount(text: string, count: number): string {
  return text.replaceAll('{count}', String(count));
}

/** Offers whose brand or name holds the search text (case and spacing ignored); all for empty text. */
export function filterPartnerOffers(offers: readonly Offer[], text: string): Offer[] {
  const needle = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (needle === '') return [...offers];
  return offers.filter((offer) =>
    [offer.companyName, offer.name.replace(/-/g, ' '), offer.header].some((field) => field.toLowerCase().replace(/\s+/g, ' ').includes(needle)),
  );
}

/** The live count under the partner search, in the page's language (`t`, the home catalogue's). */
export function partnerCountText(t: Translate, count: number): string {
  return t('partnerOffers.count', { count });
}
