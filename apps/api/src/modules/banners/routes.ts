// Thin handlers for the banner operations, keyed by the contract's operationIds.
import type { operations } from '@rewards/api-contract';
import type { FastifyRequest } from 'fastify';
import type { BannersService } from './service';

type PromotionsQuery = operations['getPromotions']['parameters']['query'];

export function bannersHandlers(service: BannersService) {
  return {
    async getViewport() {
      // `segmentToken` is accepted; every segment sees the same banners for now.
      return { success: true, data: await service.viewport() };
    },
    async getPromotions(request: FastifyRequest<{ Querystring: PromotionsQuery }>) {
      const { planStatusId, variantName, paymentRequired } = request.query;
      const promotions = await service.promotions({
        ...(planStatusId !== undefined ? { planStatusId } : {}),
        ...(variantName !== undefined ? { variantName } : {}),
        ...(paymentRequired !== undefined ? { paymentRequired } : {}),
      });
      return { success: true, data: { promotions } };
    },
  };
}
