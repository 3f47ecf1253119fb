import type { Offer } from '@rewards/api-contract';

/** Where an offer card leads: `{categoriesPath}/{categorySlug}/{name}` (the base differs per partner). */
export function offerHref(categoriesPath: string, offer: Pick<Offer, 'categorySlug' | 'name'>): string {
  return `${categoriesPath}/${encodeURIComponent(offer.categorySlug)}/${encodeURIComponent(offer.name)}`;
}

/** Where a category leads. */
export function categoryHref(categoriesPath: string, slug: string): string {
  return `${categoriesPath}/${encodeURIComponent(slug)}`;
}
