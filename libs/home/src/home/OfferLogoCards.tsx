import type { Offer } from '@rewards/api-contract';
import { Columns } from '@rewards/design-system';
import { usePartner } from '@rewards/partner';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { offerHref } from '@rewards/offers/offerHref';
import * as styles from './Home.css';
import { OFFER_CARDS_CYCLE_MS, OFFER_CARDS_MAX, OFFER_CARDS_START_MS } from './homeRules';
import { useRotation } from './useRotation';

export interface OfferLogoCardsProps {
  offers: readonly Offer[];
}

/**
 * Up to 6 offer logo cards under the headline. One card is in the spotlight: the animation starts
 * after 1 s and moves on every 12 s, resting while the member hovers or focuses a card; with
 * reduced motion nothing moves.
 */
export function OfferLogoCards({ offers }: OfferLogoCardsProps) {
  const partner = usePartner();
  const shown = offers.slice(0, OFFER_CARDS_MAX);
  const [resting, setResting] = useState(false);
  const spotlight = useRotation(shown.length, OFFER_CARDS_CYCLE_MS, { startAfterMs: OFFER_CARDS_START_MS, enabled: !resting });
  const cards = useRef<HTMLDivElement>(null);
  if (shown.length === 0) return null;
  // The box round the list notices the pointer and focus (the list is a Columns, which takes no handlers).
  return (
    <div
      ref={cards}
      onMouseEnter={() => setResting(true)}
      onMouseLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={(event) => {
        if (!cards.current?.contains(event.relatedTarget as Node | null)) setResting(false);
      }}
    >
      <Columns as="ul" space="small" columns={{ mobile: 2, tablet: 3 }} aria-label="Popular benefits">
        {shown.map((offer, index) => (
          <li key={offer.id}>
            <Link to={offerHref(partner.categoriesPath, offer)} className={styles.logoCard} data-spotlight={spotlight === index ? 'true' : undefined}>
              <img className={styles.logo} src={offer.logoUrl} alt="" width={40} height={40} loading="lazy" />
              <span className={styles.logoCardName}>{offer.companyName}</span>
              <span className={styles.logoCardHeader}>{offer.header}</span>
            </Link>
          </li>
        ))}
      </Columns>
    </div>
  );
}
