import type { components } from '@rewards/api-contract';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];
export type OfferStateTag = NonNullable<Schemas['OfferDetailsRequest']['tag']>;
export type CouponGenerationResult = Schemas['CouponGeneration'];
export type ActivationResult = Schemas['ActivationResponse']['data'];
export type ConstantCouponResult = Schemas['ConstantCouponResponse']['data'];
export type SubOfferTokenResult = Schemas['SubOfferTokenResponse']['data'];
export type CouponStateName = Schemas['CouponState'];

/**
 * The offer actions (spec §7): each call answers its `data`, or rejects with an `ApiError` carrying
 * the server's `responseMessage` and `userMessage`. Business refusals of a generation (out of
 * stock, paused, at the limit) are not errors: they answer `success: false` with an `outcome`.
 *
 * ```ts
 * const actions = useQueries().calls.offerActions;
 * const answer = await actions.generateCoupon('raagwave-mobile', crypto.randomUUID());
 * ```
 */
export function createOfferActionsApi(api: ApiClient) {
  return {
    /** Hands out the next code; reuse `idempotencyKey` when retrying the same click. */
    async generateCoupon(offeringName: string, idempotencyKey: string, signal?: AbortSignal): Promise<CouponGenerationResult> {
      const result = await api.POST('/nc/prime/generateCoupon/v2', {
        params: { header: { 'idempotency-key': idempotencyKey } },
        body: { offeringName },
        signal,
      });
      return unwrap(result).data;
    },
    /** Moves one of the member's codes on (GENERATED → COPIED → REDEEMED). */
    async updateCouponState(coupon: string, fromState: CouponStateName, toState: CouponStateName) {
      const result = await api.POST('/nc/prime/couponState/update', { body: { coupon, fromState, toState } });
      return unwrap(result).data;
    },
    /** Records that the member took the offer (type OFFER). */
    async activateOffer(name: string): Promise<ActivationResult> {
      const result = await api.POST('/nc/prime/offer/activate', { body: { name, type: 'OFFER' } });
      return unwrap(result).data;
    },
    /** Activates a partner membership: status 4 at once, or 1 while in process. */
    async activateMembership(offeringName: string): Promise<ActivationResult> {
      const result = await api.POST('/nc/prime/membership/activate', { body: { offeringName } });
      return unwrap(result).data;
    },
    /** The constant code of a CONSTANT offering. */
    async constantCoupon(offeringName: string): Promise<ConstantCouponResult> {
      const result = await api.POST('/nc/prime/constantCoupon', { body: { offeringName } });
      return unwrap(result).data;
    },
    /** The partner link with a signed token, for URL_REDIRECTION. */
    async subOfferToken(offeringName: string): Promise<SubOfferTokenResult> {
      const result = await api.POST('/nc/prime/generateSubOfferToken', { body: { offeringName } });
      return unwrap(result).data;
    },
  };
}

export type OfferActionsApi = ReturnType<typeof createOfferActionsApi>;
