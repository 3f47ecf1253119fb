import type { operations } from '@rewards/api-contract';
import type { FastifyRequest } from 'fastify';
import type { LayoutService } from './layout-service';

type LayoutQuery = NonNullable<operations['getLayout']['parameters']['query']>;

export function layoutHandlers(service: LayoutService) {
  return {
    async getLayout(request: FastifyRequest<{ Querystring: LayoutQuery }>) {
      return { success: true, data: await service.layout(request.query.audience ?? 'visitor') };
    },
  };
}
