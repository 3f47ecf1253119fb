import type { Offer } from '@rewards/api-contract';
import { Columns, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useDeferredValue, useId, useState } from 'react';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Home.css';
import { OfferBrandLink } from './OfferBrandLink';
import { filterPartnerOffers, partnerCountText } from './homeRules';

export interface PartnerOffersProps {
  /** One offer per partner brand. */
  offers: readonly Offer[];
}

/** The partner brands with a search box that narrows them by brand or offer name, with a live count. */
export function PartnerOffers({ offers }: PartnerOffersProps) {
  const t = useT(homeCatalogue);
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const shown = filterPartnerOffers(offers, deferred);
  const inputId = useId();
  if (offers.length === 0) return null;
  return (
    <Stack as="section" space="standard" aria-labelledby="partner-offers-title">
      <h2 id="partner-offers-title" className={styles.heading}>
        {t('partnerOffers.title')}
      </h2>
      <div className={styles.searchRow} role="search">
        <Stack space="xsmall">
          <label htmlFor={inputId} className={styles.searchLabel}>
            {t('partnerOffers.search')}
          </label>
          <input
            id={inputId}
            type="search"
            className={styles.searchInput}
            value={text}
            maxLength={255}
            autoComplete="off"
            placeholder={t('partnerOffers.placeholder')}
            onChange={(event) => setText(event.target.value)}
          />
          <p role="status" className={styles.muted}>
            {partnerCountText(t, shown.length)}
          </p>
        </Stack>
      </div>
      {shown.length > 0 && (
        <Columns as="ul" space="small" minColumnWidth={150} aria-label={t('partnerOffers.label')}>
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
