// Wires offer actions: repository, service, the sub-offer token key (derived from AUTH_SECRET), the
// per-member generate limiter, and auth's reading of the caller.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { AuthAccess } from '../auth';
import { catalogueReader } from '../catalogue';
import type { ModuleDeps } from '../deps';
import { rateLimiterFactory } from '../../shared/rate-limit';
import { OfferActionsRepository } from './repository';
import { offerActionHandlers, offerActionPlainRoutes } from './routes';
import { OfferActionsService } from './service';
import { SubOfferTokens, deriveSubOfferKey } from './sub-offer-token';

export interface OfferActionsModuleDeps extends ModuleDeps {
  auth: AuthAccess;
}

export function createOfferActionsModule(config: AppConfig, deps: OfferActionsModuleDeps) {
  const service = new OfferActionsService({
    repository: new OfferActionsRepository(deps.db),
    catalogue: catalogueReader(deps.db),
    tokens: new SubOfferTokens(deriveSubOfferKey(config.auth.secret), deps.now),
    now: deps.now,
  });
  const generateLimiter = rateLimiterFactory(deps.db, deps.now)('generate-member', config.couponGenerateLimitPerMemberPerMinute, 60_000);
  return {
    service,
    handlers: offerActionHandlers({ service, generateLimiter, auth: deps.auth }),
    async register(app: FastifyInstance): Promise<void> {
      await app.register(offerActionPlainRoutes(service));
    },
  };
}
