// Thin handler for the savings tracker, keyed by the contract's operationId.
import type { FastifyRequest } from 'fastify';
import type { AuthAccess } from '../auth';
import type { SavingsService } from './service';

export function savingsHandlers({ service, auth }: { service: SavingsService; auth: AuthAccess }) {
  return {
    async getSavings(request: FastifyRequest) {
      const { user } = auth.requireMember(request);
      return { success: true, data: await service.breakdown(user.id) };
    },
  };
}
