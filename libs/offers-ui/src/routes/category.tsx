import type { DataDeps } from '@rewards/api-client';
import { useQueries } from '@rewards/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { data, useParams, type LoaderFunction } from 'react-router-dom';
import { browsableCategories, findCategory } from '../findCategory';
import { CategoryChips } from '../CategoryChips/CategoryChips';
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
  const queries = useQueries();
  const { catName = '' } = useParams();
  const { data: categories } = useSuspenseQuery(queries.category.list({}));
  const category = findCategory(categories, catName);
  if (!category) return null;

  return (
    <div className={page.page}>
      <header className={page.section}>
        <h1 className={page.h1}>{category.displayName}</h1>
        <CategoryChips categories={browsableCategories(categories)} />
      </header>
      <OfferGrid offers={category.offers} label={`${category.displayName} offers`} />
    </div>
  );
}
