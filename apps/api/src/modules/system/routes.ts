import type { ClientLog } from '@rewards/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readiness } from '../../http/readiness';
import type { SystemService } from './service';

export function systemHandlers(service: SystemService, catalogueVersion: () => Promise<number>, readiness: Readiness) {
  return {
    /** The process answers: nothing else is asked (a busy database must not get a live process restarted). */
    async getLive() {
      return { status: 'live' as const };
    },
    /** 200 while this process takes traffic; 503 while it is starting or draining after SIGTERM. */
    async getReady(_request: FastifyRequest, reply: FastifyReply) {
      const ready = readiness.ready;
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : readiness.state });
    },
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
