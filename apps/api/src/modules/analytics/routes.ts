// Thin handlers for the analytics collector, keyed by the contract's operationIds.
import type { AnalyticsBatch, operations } from '@rewards/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnalyticsService } from './service';

export function analyticsHandlers(service: AnalyticsService) {
  return {
    async postAnalyticsEvents(request: FastifyRequest<{ Body: AnalyticsBatch }>, reply: FastifyReply) {
      await service.collect(request.body, request.addressKey);
      return reply.code(204).send();
    },
  };
}

/** Development only: the stored events, for tests and for trying the dispatcher (registered where the dev outbox is). */
export function analyticsDevHandlers(service: AnalyticsService) {
  return {
    async getDevEvents(request: FastifyRequest<{ Querystring: NonNullable<operations['getDevEvents']['parameters']['query']> }>) {
      return service.newest(request.query.limit ?? 50, request.query.deviceId);
    },
  };
}
