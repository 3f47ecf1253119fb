import type { Offer } from '@rewards/api-contract';
import { Columns, Inline, Stack } from '@rewards/design-system';
import { fillSlot, SLOT, useT } from '@rewards/i18n';
import { Link } from 'react-router-dom';
import { ExclusiveCard, useExclusivesPath } from '@rewards/offers/exclusives';
import * as page from '@rewards/offers/page.css';
import * as styles from '@rewards/offers/listing.css';
import { listingCatalogue } from '../i18n/catalogue';

/** Exclusive offers shown on the listing before 'See all exclusives'. */
export const LISTING_EXCLUSIVES = 4;

/** The exclusive offers, split out of the categories, with a link to their own list. */
export function ListingExclusives({ exclusives }: { exclusives: readonly Offer[] }) {
  const seeAll = useExclusivesPath();
  const t = useT(listingCatalogue);
  if (exclusives.length === 0) return null;
  return (
    <Stack as="section" space="standard" aria-labelledby="listing-exclusives">
      <Inline space="standard" align="spaceBetween" alignY="baseline" wrap={false}>
        <h2 id="listing-exclusives" className={page.h2}>
          {t('exclusives.heading')}
        </h2>
        <Link to={seeAll} className={page.link}>
          {fillSlot(t('exclusives.seeAll', { what: SLOT }), <span className={page.visuallyHidden}>{t('exclusives.seeAllWhat')}</span>)}
        </Link>
      </Inline>
      <Columns as="ul" space="standard" columns={{ mobile: 1, tablet: 2, desktop: 4 }} aria-label={t('exclusives.list')}>
        {exclusives.slice(0, LISTING_EXCLUSIVES).map((offer, index) => (
          <li key={offer.id} className={styles.exclusive}>
            <ExclusiveCard offer={offer} priority={index === 0} />
          </li>
        ))}
      </Columns>
    </Stack>
  );
}
