import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { useLabels } from '@rewards/partner';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';
import { browsableCategories } from '../findCategory';
import { CategoryChips } from '../CategoryChips/CategoryChips';
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
  const labels = useLabels();
  const queries = useQueries();
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  const real = browsableCategories(categories);

  return (
    <div className={page.page}>
      <header className={page.section}>
        <h1 className={page.h1}>{labels.benefits}</h1>
        <CategoryChips categories={real} />
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
