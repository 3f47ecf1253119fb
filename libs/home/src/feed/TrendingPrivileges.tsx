import type { Offer } from '@rewards/api-contract';
import { Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { OfferGrid } from '@rewards/offers/OfferGrid/OfferGrid';
import * as page from '@rewards/offers/page.css';
import { homeCatalogue } from '../i18n/catalogue';

export interface TrendingPrivilegesProps {
  offers: readonly Offer[];
  isLoggedIn: boolean;
}

/**
 * The 'Trending Privileges' widget: offer cards whose key points button flips them on desktop (key
 * points on the back) and expands them on mobile; the card itself opens the offer page.
 */
export function TrendingPrivileges({ offers, isLoggedIn }: TrendingPrivilegesProps) {
  const t = useT(homeCatalogue);
  if (offers.length === 0) return null;
  return (
    <Stack as="section" space="standard" aria-labelledby="trending-privileges">
      <h2 id="trending-privileges" className={page.h2}>
        {t('trending.title')}
      </h2>
      <OfferGrid offers={offers} label={t('trending.title')} isLoggedIn={isLoggedIn} size="SMALL" />
    </Stack>
  );
}
