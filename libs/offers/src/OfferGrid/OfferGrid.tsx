import type { Offer } from '@rewards/api-contract';
import { Inline, type OfferCardSize } from '@rewards/design-system';
import { OfferTile } from '../OfferTile/OfferTile';
import * as styles from './OfferGrid.css';

export interface OfferGridProps {
  offers: readonly Offer[];
  /** The list's accessible name. */
  label: string;
  /** Visitors toggle locked offers' key points; members open every offer. Default false. */
  isLoggedIn?: boolean;
  /** One size for every card (the card variant's BIG grid); otherwise each offer's own `cardSize`. */
  size?: OfferCardSize;
  /** The listing base cards lead under; the partner's categories path by default. */
  basePath?: string;
}

/** A responsive grid of offer cards; each card opens its offer's detail page. */
export function OfferGrid({ offers, label, isLoggedIn = false, size, basePath }: OfferGridProps) {
  return (
    <Inline as="ul" space="standard" alignY="start" aria-label={label}>
      {offers.map((offer) => (
        <li key={offer.id} className={styles.item}>
          <OfferTile offer={offer} isLoggedIn={isLoggedIn} size={size} basePath={basePath} />
        </li>
      ))}
    </Inline>
  );
}
