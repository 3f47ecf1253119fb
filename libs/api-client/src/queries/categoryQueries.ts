import { CATEGORY_PAGE_SIZE, type Category } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';
import { STALE_TIME } from './staleTime';

export interface CategoryFilters {
  /** Free text matched against brand, name, header and sub-header; empty or absent for all. */
  query?: string;
  /** Keeps the categories whose slug or name matches. */
  tag?: string;
  city?: string;
}

/** Categories with their offers: `POST /nc/prime/categories/offers`. */
export function createCategoryQueries(api: ApiClient) {
  const categoryQueries = {
    all: () => ['categories'] as const,
    /** Every category (the synthetic 'all', id 999, first), one page of up to 1000 offers each. */
    list: (filters: CategoryFilters = {}) => {
      // Empty filters are left out, so `list()` and `list({ query: '' })` share one cache entry.
      const criteria = {
        query: filters.query ?? '',
        ...(filters.tag ? { tag: filters.tag } : {}),
        ...(filters.city ? { city: filters.city } : {}),
      };
      return queryOptions({
        queryKey: [...categoryQueries.all(), 'list', criteria] as const,
        queryFn: async ({ signal }): Promise<Category[]> => {
          const result = await api.POST('/nc/prime/categories/offers', {
            body: { ...criteria, page: 0, pageSize: CATEGORY_PAGE_SIZE, platform: 'WEB' },
            signal,
          });
          return unwrap(result).data.categories;
        },
        staleTime: STALE_TIME,
      });
    },
  };
  return categoryQueries;
}
