// Thin handlers for the co-brand operations, keyed by the contract's operationIds.
import type { PartnerChannel, PartnerClaimRequest } from '@rewards/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AuthAccess } from '../auth';
import type { ClaimService } from './claim-service';

export function partnerHandlers({ claims, auth }: { claims: ClaimService; auth: AuthAccess }) {
  return {
    async claimPartnerMembership(request: FastifyRequest<{ Body: PartnerClaimRequest }>) {
      const { user } = auth.requireMember(request);
      return { success: true, data: await claims.claim(user.id, request.body, request.addressKey) };
    },
    /** Visitors too: the register path asks before the login code is sent. */
    async checkPartnerStoreCode(request: FastifyRequest<{ Body: { channel: PartnerChannel; storeCode: string } }>) {
      return { success: true, data: await claims.checkStoreCode(request.body, request.addressKey) };
    },
  };
}
