import type { ClientLog } from '@rewards/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SystemService } from './service';

export function systemHandlers(service: SystemService, catalogueVersion: () => Promise<number>) {
  return {
    async getCatalogueVersion() {
      return { version: await catalogueVersion() };
    },
    async getHealth(_request: FastifyRequest, reply: FastifyReply) {
      const { healthy, body } = await service.health();
      return reply.code(healthy ? 200 : 503).send(body);
    },
    async postClientLog(request: FastifyRequest<{ Body: ClientLog }>, reply: FastifyReply) {
      await service.recordClientLog(request.body, { ip: request.ip, addressKey: request.addressKey }, request.headers['user-agent']);
      return reply.code(204).send();
    },
  };
}
