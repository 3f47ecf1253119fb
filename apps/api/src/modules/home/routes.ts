import type { operations } from '@rewards/api-contract';
import type { FastifyRequest } from 'fastify';
import type { HomeService } from './service';

type HomeQuery = NonNullable<operations['getHomeData']['parameters']['query']>;

export function homeHandlers(service: HomeService) {
  return {
    async getHomeData(request: FastifyRequest<{ Querystring: HomeQuery }>) {
      return { success: true, data: await service.homeData(request.query?.cid) };
    },
  };
}
