import type { Category } from '@rewards/api-contract';

/** The category a `/categories/{catName}` path names: by slug, or by display name lowercased (footer links). */
export function findCategory(categories: readonly Category[], catName: string): Category | undefined {
  const wanted = decodeURIComponent(catName).toLowerCase();
  return categories.find((category) => category.slug === wanted || category.displayName.toLowerCase() === wanted);
}
