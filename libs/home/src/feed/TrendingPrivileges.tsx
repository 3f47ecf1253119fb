import type { Offer } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { OfferGrid } from '@rewards/offers/OfferGrid/OfferGrid';
import * as page from '@rewards/offers/page.css';

export interface TrendingPrivilegesProps {
  offers: readonly Offer[];
  isLoggedIn: boolean;
}

/**
 * The 'Trending Privileges' widget: offer cards whose key points button flips them on desktop (key
 * points on the back) and expands them on mobile; the card itself opens the offer page.
 */
export function TrendingPrivileges({ offers, isLoggedIn }: TrendingPrivilegesProps) {
  if (offers.length === 0) return null;
  return (
    <Stack as="section" space="standard" aria-labelledby="trending-privileges">
      <h2 id="trending-privileges" className={page.h2}>
        Trending Privileges
      </h2>
      <OfferGrid offers={offers} label="Trending Privileges" isLoggedIn={isLoggedIn} size="SMALL" />
    </Stack>
  );
}
