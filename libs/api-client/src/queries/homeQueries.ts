import type { HomeData } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';
import { STALE_TIME } from './staleTime';

/** The logged-out home page's sections that are not offer lists: `GET /c/prime/home`. */
export function createHomeQueries(api: ApiClient) {
  const homeQueries = {
    all: () => ['home'] as const,
    data: () =>
      queryOptions({
        queryKey: [...homeQueries.all(), 'data'] as const,
        queryFn: async ({ signal }): Promise<HomeData> => unwrap(await api.GET('/c/prime/home', { signal })).data,
        staleTime: STALE_TIME,
      }),
  };
  return homeQueries;
}
