import { ALL_CATEGORY_ID } from '@rewards/api-contract';
import type { Category } from '@rewards/api-contract';

/** The category a `/categories/{catName}` path names: by slug, or by display name lowercased (footer links). */
export function findCategory(categories: readonly Category[], catName: string): Category | undefined {
  const wanted = decodeURIComponent(catName).toLowerCase();
  return categories.find((category) => category.slug === wanted || category.displayName.toLowerCase() === wanted);
}

/**
 * The categories a visitor browses: every real category with offers (not the synthetic 'all'). The
 * home's sections carry only each category's company offers (`offers` empty), the listings both.
 */
export function browsableCategories(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.id !== ALL_CATEGORY_ID && (category.offers.length > 0 || category.companyOffers.length > 0));
}
