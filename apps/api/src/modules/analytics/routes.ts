// Thin handlers for the analytics collector, keyed by the contract's operationIds.
import type { AnalyticsBatch, operations } from '@rewards/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthAccess } from '../auth';
import type { MarketingProfiles } from '../messages';
import { deviceClassOf } from './device-class';
import type { AnalyticsService } from './service';

type MarketingConsentBody = NonNullable<operations['putMarketingConsent']['requestBody']>['content']['application/json'];

export function analyticsHandlers(service: AnalyticsService, marketing?: { auth: AuthAccess; profiles: MarketingProfiles }) {
  return {
    /** The member's answer to the analytics and ads consent; with `granted` (and a tool configured) their profile is queued for the marketing tool. */
    async putMarketingConsent(request: FastifyRequest<{ Body: MarketingConsentBody }>) {
      if (!marketing) throw new Error('the marketing consent needs the auth and messages modules');
      const { user } = marketing.auth.requireMember(request);
      const delivery = await marketing.profiles.setConsent(user.id, request.body.consent);
      return { success: true, data: { consent: request.body.consent, delivery } };
    },
    async postAnalyticsEvents(request: FastifyRequest<{ Body: AnalyticsBatch }>, reply: FastifyReply) {
      await service.collect(request.body, request.addressKey, deviceClassOf(request.headers));
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
