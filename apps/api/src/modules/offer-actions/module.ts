// Wires offer actions: repository, service, the sub-offer token key (derived from AUTH_SECRET), the
// per-member generate limiter and the optional-bearer reader for the offer's state.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { AppDb } from '../../db/connection';
import { AccessTokens } from '../auth/access-tokens';
import { deriveAuthKeys } from '../auth/crypto';
import { invalidToken } from '../auth/refusals';
import { AuthRepository } from '../auth/repository';
import { CatalogueRepository } from '../catalogue/repository';
import { rateLimiterFactory } from '../system/rate-limit';
import { OfferActionsRepository } from './repository';
import { offerActionHandlers, offerActionPlainRoutes } from './routes';
import { OfferActionsService, type Caller } from './service';
import { SubOfferTokens, deriveSubOfferKey } from './sub-offer-token';

export interface OfferActionsModuleDeps {
  db: AppDb;
  now: () => Date;
}

export function createOfferActionsModule(config: AppConfig, deps: OfferActionsModuleDeps) {
  const service = new OfferActionsService({
    repository: new OfferActionsRepository(deps.db),
    catalogue: new CatalogueRepository(deps.db),
    tokens: new SubOfferTokens(deriveSubOfferKey(config.auth.secret), deps.now),
    now: deps.now,
  });
  const generateLimiter = rateLimiterFactory(deps.db, deps.now)('generate-member', config.couponGenerateLimitPerMemberPerMinute, 60_000);
  const accessTokens = new AccessTokens(deriveAuthKeys(config.auth.secret).accessToken, config.auth.accessTokenTtlSeconds, deps.now);
  const authRepository = new AuthRepository(deps.db);

  /**
   * The offer's state takes an optional bearer token, and the security handler lets any failure
   * through as "no token". A token that is present is read here again: an expired or revoked one
   * answers 401 (so the site renews it instead of showing the visitor form), and a blocked member,
   * whom the security handler refuses, is seen as BLOCKED rather than as a visitor.
   */
  async function optionalCaller(request: FastifyRequest): Promise<Caller | null> {
    if (request.authSession) return { user: request.authSession.user, loginType: request.authSession.loginType };
    const token = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return null;
    const claims = await accessTokens.verify(token);
    const session = await authRepository.findFamilyWithUser(claims.familyId);
    if (!session || session.family.revokedAt || session.user.ssoId !== claims.ssoId) throw invalidToken('The session was revoked');
    return { user: session.user, loginType: claims.loginType };
  }

  return {
    service,
    handlers: offerActionHandlers({ service, generateLimiter, optionalCaller }),
    async register(app: FastifyInstance): Promise<void> {
      await app.register(offerActionPlainRoutes(service));
    },
  };
}
