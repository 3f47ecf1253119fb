// Thin handlers for the offer-action operations, keyed by the contract's operationIds, plus the
// partner sandbox page that lives outside the contract (HTML, like the payment sandbox's pages).
import type { components } from '@rewards/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { sendHtml } from '../../http/html';
import type { AuthAccess } from '../auth';
import type { RateLimiter } from '../../shared/rate-limit';
import { partnerPage } from './partner-page';
import type { Caller, OfferActionsService } from './service';

type Schemas = components['schemas'];

export const PARTNER_SANDBOX_PATH = '/nc/prime/partner-sandbox';

export interface OfferActionRouteDeps {
  service: OfferActionsService;
  generateLimiter: RateLimiter;
  auth: AuthAccess;
}

/** The body's `user` is optional, but when it names someone it must be the token's member. */
function checkBodyUser(body: { user?: Schemas['OfferActionUser'] }, ssoId: string): void {
  const named = body.user?.ssoId;
  if (named !== undefined && named !== ssoId) throw badRequest([{ path: 'body/user/ssoId', message: "must be the signed-in member's" }]);
}

export function offerActionHandlers({ service, generateLimiter, auth }: OfferActionRouteDeps) {
  /** The token's member, who must also be the one the body names, if it names anyone. */
  const member = (request: FastifyRequest, body: { user?: Schemas['OfferActionUser'] }): Caller => {
    const session = auth.requireMember(request);
    checkBodyUser(body, session.user.ssoId);
    return session;
  };
  return {
    async fetchOfferDetails(request: FastifyRequest<{ Body: Schemas['OfferDetailsRequest'] }>) {
      const caller = await auth.optionalCaller(request);
      if (caller) checkBodyUser(request.body, caller.user.ssoId);
      return { success: true, data: await service.offerState(request.body.name, caller, request.body.tag) };
    },
    async generateCoupon(request: FastifyRequest<{ Body: Schemas['OfferingRequest']; Headers: { 'idempotency-key': string } }>) {
      const caller = member(request, request.body);
      await generateLimiter.take(String(caller.user.id));
      return { success: true, data: await service.generate(caller, request.body.offeringName, request.headers['idempotency-key']) };
    },
    async updateCouponState(request: FastifyRequest<{ Body: Schemas['CouponStateUpdateRequest'] }>) {
      const { coupon, fromState, toState } = request.body;
      return { success: true, data: await service.updateCouponState(member(request, request.body), coupon, fromState, toState) };
    },
    async activateOffer(request: FastifyRequest<{ Body: Schemas['ActivateOfferRequest'] }>) {
      return { success: true, data: await service.activateOffer(member(request, request.body), request.body.name) };
    },
    async activateMembership(request: FastifyRequest<{ Body: Schemas['OfferingRequest'] }>) {
      return { success: true, data: await service.activateMembership(member(request, request.body), request.body.offeringName) };
    },
    async fetchConstantCoupon(request: FastifyRequest<{ Body: Schemas['OfferingRequest'] }>) {
      return { success: true, data: await service.constantCoupon(member(request, request.body), request.body.offeringName) };
    },
    async generateSubOfferToken(request: FastifyRequest<{ Body: Schemas['OfferingRequest'] }>) {
      return { success: true, data: await service.subOfferToken(member(request, request.body), request.body.offeringName) };
    },
  };
}

const OFFERING_NAME = /^[A-Za-z0-9-]{1,120}$/;

/** `GET /nc/prime/partner-sandbox/:offeringName?token=...`: the sandbox partner's landing page. */
export function offerActionPlainRoutes(service: OfferActionsService) {
  return async (scope: FastifyInstance) => {
    scope.get<{ Params: { offeringName: string }; Querystring: { token?: string } }>(`${PARTNER_SANDBOX_PATH}/:offeringName`, async (request, reply) => {
      const name = request.params.offeringName;
      const token = typeof request.query.token === 'string' && request.query.token.length <= 1024 ? request.query.token : undefined;
      const visit = OFFERING_NAME.test(name) ? await service.partnerVisit(name, token) : { companyName: null, expired: true as const };
return sendHtml(reply, (nonce) => partnerPage(visit, nonce), { status: 'expired' in visit ? 403 : 200 });
    });
  };
}
