// Thin handlers for the catalogue operations, keyed by the contract's operationIds.
import type { BenefitSearchRequest, CategoryOffersRequest, operations } from '@rewards/api-contract';
import type { FastifyRequest } from 'fastify';
import type { CatalogueService } from './service';

type OfferDetailParams = operations['getOfferDetail']['parameters'];

export function catalogueHandlers(service: CatalogueService) {
  return {
    async getCategoryOffers(request: FastifyRequest<{ Body: CategoryOffersRequest }>) {
      return { success: true, data: await service.categoryOffers(request.body) };
    },
    async getOfferDetail(
      request: FastifyRequest<{ Params: OfferDetailParams['path']; Querystring: NonNullable<OfferDetailParams['query']> }>,
    ) {
      return { success: true, data: await service.offerDetail(request.params.offerName, request.query.variantId) };
    },
    async searchBenefits(request: FastifyRequest<{ Body: BenefitSearchRequest }>) {
      return { success: true, data: await service.search(request.body) };
    },
  };
}
