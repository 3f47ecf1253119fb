import { useQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { memberHomes, usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router-dom';
import { findCategory } from '@rewards/offers/findCategory';
import * as listing from '@rewards/offers/listing.css';
import { OfferGrid } from '@rewards/offers/OfferGrid/OfferGrid';
import { categoryHref } from '@rewards/offers/offerHref';
import * as page from '@rewards/offers/page.css';
import { homeCatalogue } from '../i18n/catalogue';

/** The catalogue category that holds the streaming (OTT) subscriptions. */
export const OTT_CATEGORY = 'ott';
export const OTTS_PATH = '/otts';

// The same data as the exclusives list: every category.
export { createLoader } from './exclusives';

/**
 * /otts: the streaming subscriptions the membership includes, for visitors deciding to join; a
 * logged-in member outside the grocery variant is sent on to their feed (spec browsing §1). The
 * server renders every page as a visitor, so the member's redirect happens in the browser.
 */
export function Component() {
  const queries = useQueries();
  const partner = usePartner();
  const { status } = useSession();
  const t = useT(homeCatalogue);
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  if (status === 'loggedIn' && !partner.retail) return <Navigate to={memberHomes.core} replace />;
  const category = findCategory(categories, OTT_CATEGORY);
  const offers = category?.offers ?? [];
  const base = partner.categoriesPath;

  return (
    <div className={page.page}>
      <PageMeta
        title={t('otts.title', { brand: partner.brandName })}
        description={t('otts.description', { count: offers.length, brand: partner.brandName })}
        canonicalPath={OTTS_PATH}
      />
      <Stack as="header" space="standard">
        <h1 className={page.h1}>{t('otts.heading')}</h1>
        <p className={listing.intro}>{t('otts.intro')}</p>
      </Stack>
      {offers.length > 0 ? (
        <OfferGrid offers={offers} label={t('otts.list')} isLoggedIn={status === 'loggedIn'} basePath={base} />
      ) : (
        <p className={page.muted}>{t('otts.empty')}</p>
      )}
      {category ? (
        <p className={page.muted}>
          <Link className={page.link} to={categoryHref(base, category.slug)}>
            {t('otts.seeAll', { category: category.displayName })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
