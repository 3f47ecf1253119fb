import type { OfferDetail, OfferState } from '@rewards/api-contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';
import type { OfferStateTag } from './offerActions';
import { STALE_TIME } from './staleTime';

export interface OfferStateOptions {
  /**
   * Who is looking: the member's `ssoId`, or `'visitor'`. Part of the key only, so one viewer's
   * state is never shown to another after a login or logout; the bearer token decides on the server.
   */
  viewer: string;
  /** `superLogout` or `primeProfileZero` (spec §6), when it applies. */
  tag?: OfferStateTag;
}

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
    /**
     * The viewer's state of the offer (`POST /nc/prime/offer/details`): the CTA resolved on the
     * server, the member's coupons, tracker and activation. Never cached across viewers (see
     * `viewer`); refetched after every action.
     */
    state: (name: string, { viewer, tag }: OfferStateOptions) =>
      queryOptions({
        queryKey: [...offerQueries.all(), 'state', name, viewer, ...(tag ? [{ tag }] : [])] as const,
        queryFn: async ({ signal }): Promise<OfferState> => {
          const result = await api.POST('/nc/prime/offer/details', { body: { name, ...(tag ? { tag } : {}) }, signal });
          return unwrap(result).data;
        },
        staleTime: 0,
      }),
  };
  return offerQueries;
}
