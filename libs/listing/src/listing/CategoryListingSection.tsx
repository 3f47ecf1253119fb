import type { Category } from '@rewards/api-contract';
import type { OfferCardSize } from '@rewards/design-system';
import { Button, Inline, Stack } from '@rewards/design-system';
import { fillSlot, SLOT, useT } from '@rewards/i18n';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { categoryHref } from '@rewards/offers/offerHref';
import { OfferGrid } from '@rewards/offers/OfferGrid/OfferGrid';
import * as page from '@rewards/offers/page.css';
import * as listing from '@rewards/offers/listing.css';
import { shownOffers } from '@rewards/offers/listingRules';
import { listingCatalogue } from '../i18n/catalogue';

export interface CategoryListingSectionProps {
  category: Category;
  basePath: string;
  isLoggedIn: boolean;
  size?: OfferCardSize;
}

/** One category on the listing: its first offers and a 'Show More' button revealing more. */
export function CategoryListingSection({ category, basePath, isLoggedIn, size }: CategoryListingSectionProps) {
  const t = useT(listingCatalogue);
  const [presses, setPresses] = useState(0);
  const shown = shownOffers(category.offers.length, presses);
  const headingId = `listing-${category.slug}`;
  return (
    <div className={listing.later}>
      <Stack as="section" space="standard" aria-labelledby={headingId}>
        <Inline space="standard" align="spaceBetween" alignY="baseline" wrap={false}>
          <h2 id={headingId} className={page.h2}>
            {category.displayName}
          </h2>
          <Link to={categoryHref(basePath, category.slug)} className={page.link}>
            {/* 'See all' on screen; its name says which offers (the hidden words where the language puts them) */}
            {fillSlot(t('section.seeAll', { what: SLOT }), <span className={page.visuallyHidden}>{t('section.offers', { category: category.displayName })}</span>)}
          </Link>
        </Inline>
        <OfferGrid offers={category.offers.slice(0, shown)} label={t('section.offers', { category: category.displayName })} isLoggedIn={isLoggedIn} size={size} basePath={basePath} />
        {shown < category.offers.length ? (
          <div>
            <Button variant="secondary" onClick={() => setPresses((count) => count + 1)} aria-label={t('section.showMoreLabel', { category: category.displayName })}>
              {t('section.showMore')}
            </Button>
          </div>
        ) : null}
      </Stack>
    </div>
  );
}
