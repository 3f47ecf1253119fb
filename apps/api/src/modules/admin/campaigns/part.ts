// SCAFFOLD: the campaigns part of the console's API, filled in by its own operations.
import type { FastifyInstance } from 'fastify';
import type { AdminPartDeps } from '../part-deps';

export function campaignsPart(_deps: AdminPartDeps) {
  return {
    handlers: {} as Record<string, (...args: never[]) => unknown>,
    async register(_app: FastifyInstance): Promise<void> {},
  };
}
