// Thin handlers for the digital events, keyed by the contract's operationIds.
import type { operations } from '@rewards/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AuthAccess } from '../auth';
import type { DigitalEventService } from './service';

type EventParams = operations['getDigitalEvent']['parameters']['path'];

export function digitalEventHandlers({ service, auth }: { service: DigitalEventService; auth: AuthAccess }) {
  return {
    async getDigitalEvent(request: FastifyRequest<{ Params: EventParams }>) {
      const { user, loginType } = auth.requireMember(request);
      return { success: true as const, data: await service.event(request.params.offerName, user, loginType) };
    },
  };
}
