import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { ALL_CATEGORY_ID } from '@rewards/api-contract';
import { useLabels, usePartner } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type LoaderFunction } from 'react-router-dom';
import { categoryHref } from '../offerHref';
import { OfferGrid } from '../OfferGrid/OfferGrid';
import * as page from './page.css';

export function createLoader({ queryClient, queries }: DataDeps): LoaderFunction {
  return async () => {
    await queryClient.ensureQueryData(queries.category.list({}));
    return null;
  };
}

/** Every category with all its offers. */
export function Component() {
  const partner = usePartner();
  const labels = useLabels();
  const queries = useQueries();
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  const real = categories.filter((category) => category.id !== ALL_CATEGORY_ID && category.offers.length > 0);

  return (
    <div className={page.page}>
      <header className={page.section}>
        <h1 className={page.h1}>{labels.benefits}</h1>
        <nav aria-label="Categories">
          <ul className={page.chips}>
            {real.map((category) => (
              <li key={category.id}>
                <Link to={categoryHref(partner.categoriesPath, category.slug)} className={page.chip}>
                  {category.displayName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {real.map((category) => (
        <section key={category.id} className={page.section} aria-labelledby={`listing-${category.slug}`}>
          <h2 id={`listing-${category.slug}`} className={page.h2}>
            {category.displayName}
          </h2>
          <OfferGrid offers={category.offers} label={`${category.displayName} offers`} />
        </section>
      ))}
    </div>
  );
}
