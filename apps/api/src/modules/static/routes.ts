import type { operations } from '@rewards/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../http/errors';
import { byteRange } from './byte-range';
import type { MediaFiles } from './media';
import type { StaticService } from './service';

type ImageParams = operations['getStaticImage']['parameters']['path'];
type VideoParams = operations['getStaticVideo']['parameters']['path'];

export const MEDIA_NOT_FOUND_MESSAGE = '404 video not found';

export function staticHandlers(service: StaticService, media: MediaFiles) {
  return {
    async getStaticImage(request: FastifyRequest<{ Params: ImageParams }>, reply: FastifyReply) {
      // `scale` mirrors the image host's /2x/ and /3x/ folders; an SVG is the same at every scale.
      const svg = await service.image(request.params.imageName);
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
    async getStaticVideo(request: FastifyRequest<{ Params: VideoParams }>, reply: FastifyReply) {
      const file = await media.read(request.params.fileName);
      if (!file) throw notFound(MEDIA_NOT_FOUND_MESSAGE, 'Video not found');
      if (file.contentType !== 'video/webm') return reply.header('etag', file.etag).type(file.contentType).send(file.bytes);
      const size = file.bytes.length;
      const range = byteRange(request.headers.range, size);
      if (range.kind === 'unsatisfiable') {
        void reply.header('content-range', `bytes */${size}`);
        throw new AppError(416, 'TP416', 'Range not satisfiable', 'This part of the video does not exist.');
      }
      // Our own validator for the whole file (the ETag plugin would hash each range's bytes instead).
      void reply.header('etag', file.etag).header('accept-ranges', 'bytes').type(file.contentType);
      if (range.kind === 'whole') return reply.send(file.bytes);
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .send(file.bytes.subarray(range.start, range.end + 1));
    },
  };
}
