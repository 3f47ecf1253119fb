import type { Offer } from '@rewards/api-contract';
import { offerExclusiveState, type ExclusiveState } from '@rewards/api-contract';
import { compareExclusives, isExclusiveEvent } from './splitExclusives';

const rank: Record<ExclusiveState, number> = { live: 0, upcoming: 1, expired: 2 };

/**
 * The events landing's list: exclusive events only, the ones still to come first (live, then
 * upcoming), the missed ones last; within a state in the exclusives' own order.
 */
export function orderEvents(offers: readonly Offer[], now: number): Offer[] {
  return offers
    .filter(isExclusiveEvent)
    .map((offer) => ({ offer, state: offerExclusiveState(offer, now) }))
    .sort((a, b) => rank[a.state] - rank[b.state] || compareExclusives(a.offer, b.offer))
    .map(({ offer }) => offer);
}
