import type { OfferDetail } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';
import { STALE_TIME } from './staleTime';

export interface OfferDetailOptions {
  /** The subscription variant the viewer holds (`displayVariantId`), when known. */
  variantId?: string;
}

/** One offer by name: `GET /c/prime/offer/{offerName}`. */
export function createOfferQueries(api: ApiClient) {
  const offerQueries = {
    all: () => ['offers'] as const,
    /**
     * The offer detail page's data. An unknown name rejects with an `ApiError` whose status is
     * 404 and responseMessage '404 offer not found'.
     */
    detail: (name: string, { variantId }: OfferDetailOptions = {}) =>
      queryOptions({
        queryKey: [...offerQueries.all(), 'detail', name, ...(variantId ? [{ variantId }] : [])] as const,
        queryFn: async ({ signal }): Promise<OfferDetail> => {
          const result = await api.GET('/c/prime/offer/{offerName}', {
            params: { path: { offerName: name }, query: variantId ? { variantId } : {} },
            signal,
          });
          return unwrap(result).data;
        },
        staleTime: STALE_TIME,
      }),
  };
  return offerQueries;
}
