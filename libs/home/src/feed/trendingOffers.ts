import type { Category, Offer } from '@rewards/api-contract';

/** Offers the 'Trending Privileges' widget shows at most. */
export const TRENDING_LIMIT = 8;

/** The tag the catalogue marks trending offers with. */
export const TRENDING_TAG = 'Trending';

const byPriority = (a: Offer, b: Offer) => a.priority - b.priority || a.id - b.id;

/**
 * The 'Trending Privileges' offers: every offer tagged 'Trending' (by priority, then id), topped up
 * with the catalogue's top offers by priority when fewer than the limit are tagged. Each offer
 * once; locked and unlocked alike (members see the lock icon).
 */
export function trendingOffers(categories: readonly Category[], limit = TRENDING_LIMIT): Offer[] {
  const unique = new Map<number, Offer>();
  for (const category of categories) for (const offer of category.offers) if (!unique.has(offer.id)) unique.set(offer.id, offer);
  const offers = [...unique.values()].sort(byPriority);
  const tagged = offers.filter((offer) => offer.tagLabel?.trim().toLowerCase() === TRENDING_TAG.toLowerCase());
  const rest = offers.filter((offer) => !tagged.includes(offer));
  return [...tagged, ...rest].slice(0, limit);
}
