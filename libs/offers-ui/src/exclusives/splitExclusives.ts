import type { Category, Offer } from '@rewards/api-contract';

/** An exclusive offer or event (`extraInfoMap.isXclusiveOffer` or `isXclusiveEvent` is 'true'). */
export function isExclusive(offer: Pick<Offer, 'extraInfoMap'>): boolean {
  return offer.extraInfoMap?.isXclusiveOffer === 'true' || offer.extraInfoMap?.isXclusiveEvent === 'true';
}

/** An exclusive event (as opposed to an exclusive offer). */
export function isExclusiveEvent(offer: Pick<Offer, 'extraInfoMap'>): boolean {
  return offer.extraInfoMap?.isXclusiveEvent === 'true';
}

/** `orderPriority` as a number; offers without one go last. */
const orderPriority = (offer: Offer) => {
  const raw = offer.extraInfoMap?.orderPriority?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
};

/** Exclusives by their `orderPriority`, then priority ascending, then id. */
export function compareExclusives(a: Offer, b: Offer): number {
  return orderPriority(a) - orderPriority(b) || a.priority - b.priority || a.id - b.id;
}

export interface SplitCategories {
  /** The categories without their exclusive offers; a category left with no offers is dropped. */
  categories: Category[];
  /** Every exclusive offer once, in order. */
  exclusives: Offer[];
}

/**
 * Exclusive offers leave the normal categories for a list of their own (spec §4): the listings
 * show `categories`, the exclusives section and /categories/tpxclusives show `exclusives`.
 */
export function splitExclusives(categories: readonly Category[]): SplitCategories {
  const exclusives = new Map<number, Offer>();
  const keep = (offers: readonly Offer[]) =>
    offers.filter((offer) => {
      if (!isExclusive(offer)) return true;
      if (!exclusives.has(offer.id)) exclusives.set(offer.id, offer);
      return false;
    });

  const normal: Category[] = [];
  for (const category of categories) {
    const offers = keep(category.offers);
    const companyOffers = keep(category.companyOffers);
    const welcomeOffer = category.welcomeOffer && isExclusive(category.welcomeOffer) ? null : category.welcomeOffer;
    if (category.welcomeOffer && welcomeOffer === null) keep([category.welcomeOffer]);
    if (offers.length === 0 && companyOffers.length === 0) continue;
    normal.push(welcomeOffer === category.welcomeOffer ? { ...category, offers, companyOffers } : { ...category, offers, companyOffers, welcomeOffer });
  }
  return { categories: normal, exclusives: [...exclusives.values()].sort(compareExclusives) };
}
