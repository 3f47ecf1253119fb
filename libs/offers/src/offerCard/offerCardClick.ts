/** What a click on an offer card does. */
export type OfferCardClick = 'navigate' | 'toggle';

export interface OfferCardClickInput {
  isLoggedIn: boolean;
  locked: boolean;
  /** Whether cards in this place lead to the offer page at all. */
  redirects: boolean;
}

/**
 * Spec §4: a visitor clicking a locked offer, or any offer when cards here do not lead to the offer
 * page, toggles its key points instead of navigating. Members go straight to the offer page.
 */
export function offerCardClick({ isLoggedIn, locked, redirects }: OfferCardClickInput): OfferCardClick {
  if (!redirects) return 'toggle';
  if (locked && !isLoggedIn) return 'toggle';
  return 'navigate';
}
