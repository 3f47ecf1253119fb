import type { operations } from '@rewards/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaticService } from './service';

type ImageParams = operations['getStaticImage']['parameters']['path'];

export function staticHandlers(service: StaticService) {
  return {
    async getStaticImage(request: FastifyRequest<{ Params: ImageParams }>, reply: FastifyReply) {
      // `scale` mirrors the image host's /2x/ and /3x/ folders; an SVG is the same at every scale.
      const svg = await service.image(request.params.imageName);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  };
}
