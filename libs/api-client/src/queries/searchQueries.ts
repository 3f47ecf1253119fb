import type { Offer } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';
import { STALE_TIME } from './staleTime';

/**
 * Benefit search: `POST /nc/prime/benefit/search`. When to search (at least 3 characters after
 * trimming, debounced) is the search screen's rule, not this factory's: the API answers a shorter
 * query with a 400.
 */
export function createSearchQueries(api: ApiClient) {
  const searchQueries = {
    all: () => ['search'] as const,
    benefits: (query: string, tag?: string) => {
      const criteria = { query, ...(tag ? { tag } : {}) };
      return queryOptions({
        queryKey: [...searchQueries.all(), 'benefits', criteria] as const,
        queryFn: async ({ signal }): Promise<Offer[]> =>
          unwrap(await api.POST('/nc/prime/benefit/search', { body: criteria, signal })).data,
        staleTime: STALE_TIME,
      });
    },
  };
  return searchQueries;
}
