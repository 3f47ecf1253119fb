import type { PartnerClaimRequest, PartnerMembership } from '@rewards/api-contract';
import type { ApiClient } from '../createApiClient';
import { unwrap } from '../unwrap';

/**
 * The co-brand claim (shopper and more-rewards sites): answers the member's co-brand membership
 * (`alreadyClaimed` when an earlier call claimed it), or rejects with an `ApiError` whose
 * `userMessage` is the shared text (`PARTNER_CLAIM_MESSAGES` in @rewards/api-contract). After a
 * claim the member's profile reads primeProfile 5: refetch the user.
 *
 * ```ts
 * const partner = useQueries().calls.partner;
 * const membership = await partner.claim({ channel: 'MORE_REWARDS', storeCode: 'DIAMONDCLUB' });
 * ```
 */
export function createPartnerApi(api: ApiClient) {
  return {
    async claim(body: PartnerClaimRequest, signal?: AbortSignal): Promise<PartnerMembership> {
      const result = await api.POST('/nc/prime/partner/claim', { body, signal });
      return unwrap(result).data;
    },
    /**
     * Whether a store code would claim the membership now, changing nothing (visitors too): the
     * more-rewards register path asks before a login code is sent. Rejects with the claim's refusal.
     */
    async checkStoreCode(body: { channel: PartnerClaimRequest['channel']; storeCode: string }, signal?: AbortSignal) {
      const result = await api.POST('/nc/prime/partner/store-code/check', { body, signal });
      return unwrap(result).data;
    },
  };
}

export type PartnerApi = ReturnType<typeof createPartnerApi>;
