import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { ALL_CATEGORY_ID } from '@rewards/api-contract';
import { usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { data, NavLink, useParams, type LoaderFunction } from 'react-router-dom';
import { findCategory } from '../findCategory';
import { categoryHref } from '../offerHref';
import { OfferGrid } from '../OfferGrid/OfferGrid';
import * as page from './page.css';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async ({ params }) => {
    const categories = await queryClient.ensureQueryData(queries.category.list({}));
    // An unknown category is the not-found screen, like any unknown path.
    if (!findCategory(categories, params['catName'] ?? '')) throw data('Category not found', { status: 404 });
    return null;
  };
}

/** One category's offers, with chips to the others. */
export function Component() {
  const partner = usePartner();
  const queries = useQueries();
  const { catName = '' } = useParams();
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  const category = findCategory(categories, catName);
  if (!category) return null;
  const real = categories.filter((other) => other.id !== ALL_CATEGORY_ID && other.offers.length > 0);

  return (
    <div className={page.page}>
      <header className={page.section}>
        <h1 className={page.h1}>{category.displayName}</h1>
        <nav aria-label="Categories">
          <ul className={page.chips}>
            {real.map((other) => (
              <li key={other.id}>
                <NavLink to={categoryHref(partner.categoriesPath, other.slug)} className={page.chip}>
                  {other.displayName}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <OfferGrid offers={category.offers} label={`${category.displayName} offers`} />
    </div>
  );
}
