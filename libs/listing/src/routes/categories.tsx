import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { useLabels, usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useLocation, type LoaderFunction } from 'react-router-dom';
import { CategoryChips } from '../CategoryChips/CategoryChips';
import { splitExclusives } from '@rewards/offers/exclusives/splitExclusives';
import { browsableCategories } from '@rewards/offers/findCategory';
import { CategoryListingSection, isCardVariant, ListingExclusives, listingBase, ListingKeyPoints } from '../listing';
import { useBrowsingSlots } from '@rewards/platform';
import * as listing from '@rewards/offers/listing.css';
import * as page from '@rewards/offers/page.css';
import { listingCatalogue } from '../i18n/catalogue';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await queryClient.ensureQueryData(queries.category.list({}));
    return null;
  };
}

/**
 * The category listing (`/categories`, and `/categoriescard`, `/categoriesshoppercard`,
 * `/categorylistingmore`, whose base comes from the URL): every category with its offers, a
 * 'Show More' per category, and the exclusive offers split into their own strip. The card variants
 * show BIG cards. No sticky call to action here.
 */
export function Component() {
  const labels = useLabels();
  const partner = usePartner();
  const t = useT(listingCatalogue);
  const queries = useQueries();
  const slots = useBrowsingSlots();
  const { status } = useSession();
  const { pathname } = useLocation();
  const base = listingBase(pathname);
  const { data } = useSuspenseQuery(queries.category.list({}));
  const { categories, exclusives } = splitExclusives(data);
  const real = browsableCategories(categories);
  const size = isCardVariant(base) ? 'BIG' : undefined;

  return (
    <div className={page.page}>
      <PageMeta
        title={`${labels.benefits} | ${partner.brandName}`}
        description={t('categories.description', { count: real.length, brand: partner.brandName })}
        canonicalPath={base}
      />
      {slots.discountBanner}
      <Stack as="header" space="standard">
        <h1 className={page.h1}>{labels.benefits}</h1>
        <p className={listing.intro}>{t('categories.intro')}</p>
        <CategoryChips categories={real} basePath={base} />
      </Stack>
      <ListingExclusives exclusives={exclusives} />
      {/* Below 1024 px a card's key points open in the listing's panel (clp_key_points_modal). */}
      <ListingKeyPoints>
        {/* Each category hydrates on its own, after the first screen, in slices the browser can
            interrupt (a Suspense boundary the server renders in place): the listing's 600 components
            were one hydration task. */}
        {real.map((category) => (
          <Suspense key={category.id} fallback={null}>
            <CategoryListingSection category={category} basePath={base} isLoggedIn={status === 'loggedIn'} size={size} />
          </Suspense>
        ))}
      </ListingKeyPoints>
    </div>
  );
}
