import type { CoreOfferSection } from '@rewards/api-contract';
import { Inline, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { OfferTile } from '@rewards/offers/OfferTile';
import * as grid from '@rewards/offers/OfferGrid/OfferGrid.css';
import { homeCatalogue } from '../i18n/catalogue';
import * as styles from './Home.css';

/** The header tabs' 'Key Benefits' scrolls here. */
export const CORE_OFFERS_ID = 'key-benefits';

export interface CoreOffersProps {
  core: CoreOfferSection;
  isLoggedIn: boolean;
}

/** The core offers (the memberships): title with its highlighted part, subtitle and the offer cards. */
export function CoreOffers({ core, isLoggedIn }: CoreOffersProps) {
  const t = useT(homeCatalogue);
  return (
    <section id={CORE_OFFERS_ID} className={styles.section} aria-labelledby={`${CORE_OFFERS_ID}-title`}>
      <Stack space="standard">
        <h2 id={`${CORE_OFFERS_ID}-title`} className={styles.heading}>
          {core.titlePrefix ? <>{core.titlePrefix} </> : null}
          {/* The API's highlight colour marks the title with an underline, so text contrast never depends on it. */}
          <span className={styles.highlight} style={core.highlightColor ? { textDecorationColor: core.highlightColor } : undefined}>
            {core.title}
          </span>
          {core.titlePostfix ? <> {core.titlePostfix}</> : null}
        </h2>
        <p className={styles.muted}>{core.subTitle}</p>
        <Inline as="ul" space="standard" aria-label={t('coreOffers.label')}>
          {core.offers.map((offer) => (
            <li key={offer.id} className={grid.item}>
              <OfferTile offer={offer} isLoggedIn={isLoggedIn} onHomeCard />
            </li>
          ))}
        </Inline>
      </Stack>
    </section>
  );
}
