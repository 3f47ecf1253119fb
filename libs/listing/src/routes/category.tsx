import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { useSession } from '@rewards/auth';
import { PageMeta, Stack } from '@rewards/design-system';
import { useT } from '@rewards/i18n';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { data, useLocation, useParams, type LoaderFunction } from 'react-router-dom';
import { CategoryChips } from '../CategoryChips/CategoryChips';
import { splitExclusives } from '@rewards/offers/exclusives/splitExclusives';
import { browsableCategories, findCategory } from '@rewards/offers/findCategory';
import { isCardVariant, listingBase, ListingKeyPoints } from '../listing';
import { OfferGrid } from '@rewards/offers/OfferGrid/OfferGrid';
import { categoryHref } from '@rewards/offers/offerHref';
import * as listing from '@rewards/offers/listing.css';
import * as page from '@rewards/offers/page.css';
import { listingCatalogue } from '../i18n/catalogue';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async ({ params }) => {
    const categories = await queryClient.ensureQueryData(queries.category.list({}));
    // An unknown category is the not-found screen, like any unknown path.
    if (!findCategory(categories, params['catName'] ?? '')) throw data('Category not found', { status: 404 });
    return null;
  };
}

/** One category's offers (`{base}/:catName`; exclusive offers live at /categories/tpxclusives), with chips to the others. */
export function Component() {
  const queries = useQueries();
  const partner = usePartner();
  const t = useT(listingCatalogue);
  const { status } = useSession();
  const { catName = '' } = useParams();
  const { pathname } = useLocation();
  const base = listingBase(pathname);
  const { data: all } = useSuspenseQuery(queries.category.list({}));
  const { categories } = splitExclusives(all);
  const category = findCategory(categories, catName) ?? findCategory(all, catName);
  if (!category) return null;
  const offers = categories.includes(category) ? category.offers : [];

  return (
    <div className={page.page}>
      <PageMeta
        title={t('category.title', { category: category.displayName, brand: partner.brandName })}
        description={t('category.description', { count: offers.length, category: category.displayName, brand: partner.brandName })}
        canonicalPath={categoryHref(base, category.slug)}
        image={category.categoryWiseImage ?? null}
      />
      <Stack as="header" space="standard">
        <h1 className={page.h1}>{category.displayName}</h1>
        {category.label ? <p className={listing.intro}>{category.label}</p> : null}
        <CategoryChips categories={browsableCategories(categories)} basePath={base} />
      </Stack>
      {offers.length > 0 ? (
        // Below 1024 px a card's key points open in the listing's panel (clp_key_points_modal).
        <ListingKeyPoints>
          <OfferGrid offers={offers} label={t('category.offers', { category: category.displayName })} isLoggedIn={status === 'loggedIn'} size={isCardVariant(base) ? 'BIG' : undefined} basePath={base} />
        </ListingKeyPoints>
      ) : (
        <p className={page.muted}>{t('category.empty')}</p>
      )}
    </div>
  );
}
