import type { Layout, Promotion, ViewportData } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';
import { STALE_TIME } from './staleTime';

export type LayoutAudience = 'visitor' | 'member';

export interface PromotionCriteria {
  /** The viewer's `primeProfile`, when known. */
  planStatusId?: number;
  variantName?: string;
  paymentRequired?: boolean;
}

/**
 * The frame and the home pages' banners: `GET /c/prime/layout` (footer and side menu),
 * `GET /c/primeplus/viewport` (weekly and event banners, strip) and
 * `GET /c/uf/product/promotions` (promotional carousel).
 */
export function createLayoutQueries(api: ApiClient) {
  const layoutQueries = {
    all: () => ['layout'] as const,
    frame: (audience: LayoutAudience = 'visitor') =>
      queryOptions({
        queryKey: [...layoutQueries.all(), 'frame', audience] as const,
        queryFn: async ({ signal }): Promise<Layout> =>
          unwrap(await api.GET('/c/prime/layout', { params: { query: { audience } }, signal })).data,
        staleTime: STALE_TIME,
      }),
    viewport: (segmentToken?: string) =>
      queryOptions({
        queryKey: [...layoutQueries.all(), 'viewport', segmentToken ?? null] as const,
        queryFn: async ({ signal }): Promise<ViewportData> =>
          unwrap(await api.GET('/c/primeplus/viewport', { params: { query: segmentToken ? { segmentToken } : {} }, signal })).data,
        staleTime: STALE_TIME,
      }),
    promotions: (criteria: PromotionCriteria = {}) =>
      queryOptions({
        queryKey: [...layoutQueries.all(), 'promotions', criteria] as const,
        queryFn: async ({ signal }): Promise<Promotion[]> =>
          unwrap(await api.GET('/c/uf/product/promotions', { params: { query: { platform: 'WEB', ...criteria } }, signal })).data
            .promotions,
        staleTime: STALE_TIME,
      }),
  };
  return layoutQueries;
}
