import type { Offer } from '@rewards/api-contract';
import { Columns, Stack } from '@rewards/design-system';
import { useDeferredValue, useId, useState } from 'react';
import * as styles from './Home.css';
import { OfferBrandLink } from './OfferBrandLink';
import { filterPartnerOffers, partnerCountText } from './homeRules';

export interface PartnerOffersProps {
  /** One offer per partner brand. */
  offers: readonly Offer[];
}

/** The partner brands with a search box that narrows them by brand or offer name, with a live count. */
export function PartnerOffers({ offers }: PartnerOffersProps) {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const shown = filterPartnerOffers(offers, deferred);
  const inputId = useId();
  if (offers.length === 0) return null;
  return (
    <Stack as="section" space="standard" aria-labelledby="partner-offers-title">
      <h2 id="partner-offers-title" className={styles.heading}>
        Offers from our partners
      </h2>
      <div className={styles.searchRow} role="search">
        <Stack space="xsmall">
          <label htmlFor={inputId} className={styles.searchLabel}>
            Search partner brands
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.searchInput}
            value={text}
            maxLength={255}
            autoComplete="off"
            placeholder="Brand or offer name"
            onChange={(event) => setText(event.target.value)}
          />
          <p role="status" className={styles.muted}>
            {partnerCountText(shown.length)}
          </p>
        </Stack>
      </div>
      {shown.length > 0 && (
        <Columns as="ul" space="small" minColumnWidth={150} aria-label="Partner brands">
          {shown.map((offer) => (
            <li key={offer.id}>
              <OfferBrandLink offer={offer} className={styles.partner} />
            </li>
          ))}
        </Columns>
      )}
    </Stack>
  );
}
