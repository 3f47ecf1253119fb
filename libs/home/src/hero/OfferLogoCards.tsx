import type { Offer } from '@rewards/api-contract';
import { Columns } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useRef, useState } from 'react';
import { heroCatalogue } from './i18n/catalogue';
import * as styles from '../home/Home.css';
import { OfferBrandLink } from '../home/OfferBrandLink';
import { OFFER_CARDS_CYCLE_MS, OFFER_CARDS_MAX, OFFER_CARDS_START_MS } from '../home/homeRules';
import { useRotation } from '../home/useRotation';

export interface OfferLogoCardsProps {
  offers: readonly Offer[];
}

/**
 * Up to 6 offer logo cards under the headline. One card is in the spotlight: the animation starts
 * after 1 s and moves on every 12 s, resting while the member hovers or focuses a card; with
 * reduced motion nothing moves.
 */
export function OfferLogoCards({ offers }: OfferLogoCardsProps) {
  const t = useT(heroCatalogue);
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
      <Columns as="ul" space="small" columns={{ mobile: 2, tablet: 3 }} aria-label={t('logoCards.label')}>
        {shown.map((offer, index) => (
          <li key={offer.id}>
            <OfferBrandLink offer={offer} className={styles.logoCard} spotlight={spotlight === index} />
          </li>
        ))}
      </Columns>
    </div>
  );
}
