import type { Offer } from '@rewards/api-contract';
import { OfferTile } from '../OfferTile/OfferTile';
import * as page from '../routes/page.css';
import * as styles from './feed.css';

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
    <section className={page.section} aria-labelledby="trending-privileges">
      <h2 id="trending-privileges" className={page.h2}>
        Trending Privileges
      </h2>
      <ul className={styles.row} aria-label="Trending Privileges">
        {offers.map((offer) => (
          <li key={offer.id} className={styles.item}>
            <OfferTile offer={offer} isLoggedIn={isLoggedIn} size="SMALL" />
          </li>
        ))}
      </ul>
    </section>
  );
}
