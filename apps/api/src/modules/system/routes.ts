import type { ClientLog } from '@rewards/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import type { SystemService } from './service';

export function systemHandlers(service: SystemService) {
  return {
    async getHealth(_request: FastifyRequest, reply: FastifyReply) {
      const { healthy, body } = await service.health();
      return reply.code(healthy ? 200 : 503).send(body);
    },
    async postClientLog(request: FastifyRequest<{ Body: ClientLog }>, reply: FastifyReply) {
      try {
        await service.recordClientLog(request.body, request.ip, request.headers['user-agent']);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 429) {
          reply.header('retry-after', String(service.retryAfterSeconds(request.ip)));
        }
        throw error;
      }
      return reply.code(204).send();
    },
  };
}
