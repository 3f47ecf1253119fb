// Thin handlers for the card-linked offer, keyed by the contract's operationIds.
import type { components } from '@rewards/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthAccess } from '../auth/access';
import type { ActivationService } from './activation-service';
import type { EligibilityService } from './eligibility-service';

type Schemas = components['schemas'];
type CardParams = { cardChannelId: string };

export function cardHandlers({ eligibility, activations, auth }: { eligibility: EligibilityService; activations: ActivationService; auth: AuthAccess }) {
  return {
    async validateCard(request: FastifyRequest<{ Params: CardParams; Body: Schemas['CardValidateRequest'] }>) {
      // A token that is present must be good (so the site renews an expired one): the member's limits then apply.
      const caller = await auth.optionalCaller(request);
      return eligibility.check(request.params.cardChannelId, request.body.cardBin, { ip: request.addressKey, memberId: caller?.user.id });
    },
    async activateCardMembership(request: FastifyRequest<{ Params: CardParams; Body: Schemas['CardActivationRequest'] }>, reply: FastifyReply) {
      const { user } = auth.requireMember(request);
      return activations.activate({ id: user.id, ip: request.addressKey, mobileVerified: user.mobileVerified, emailVerified: user.emailVerified }, request.params.cardChannelId, request.body, (reason) => auth.signOut(user.id, reply, reason));
    },
  };
}
