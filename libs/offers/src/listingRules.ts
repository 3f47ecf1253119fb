import { CARD_VARIANT_ROOTS, LISTING_ROOTS } from '@rewards/partner';

/** Offers a category shows on the listing before 'Show More' (one desktop row), and how many each press adds. */
export const LISTING_PAGE_SIZE = 4;

/** Listing bases whose pages use the card variant (a grid of BIG cards). */
export const CARD_VARIANT_BASES = CARD_VARIANT_ROOTS;

/** The listing base a path is under: its first segment (`/categoriescard/dining` → `/categoriescard`). */
export function listingBase(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  return first ? `/${first}` : '/categories';
}

/** The category listing itself (not a category or an offer under it): the sticky CTA is hidden there. */
export function isListingPage(pathname: string): boolean {
  return LISTING_ROOTS.includes(pathname.replace(/\/+$/, ''));
}

export function isCardVariant(base: string): boolean {
  return CARD_VARIANT_BASES.includes(base);
}

/** How many offers show after `presses` presses of 'Show More', never more than there are. */
export function shownOffers(total: number, presses: number, pageSize = LISTING_PAGE_SIZE): number {
  return Math.min(total, pageSize * (presses + 1));
}
