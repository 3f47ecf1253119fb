// Thin handlers for the code and payment operations, keyed by the contract's operationIds, plus the
// routes that live outside the contract's JSON rules: the sandbox's hosted checkout (HTML and a form
// post) and the gateway webhook, which must read the raw body to check its HMAC.
import type { components, operations } from '@rewards/api-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import { sendHtml } from '../../http/html';
import type { AuthAccess } from '../auth';
import type { RateLimiter } from '../../shared/rate-limit';
import { checkoutPage } from './adapters/payment-gateway/checkout-page';
import type { PaymentGateway } from './adapters/payment-gateway/port';
import { SANDBOX_WEBHOOK_PATH, type SandboxGateway } from './adapters/payment-gateway/sandbox';
import type { CampaignService } from './campaign-service';
import type { CodeService } from './code-service';
import type { OrderService } from './order-service';
import type { PlanService } from './plan-service';
import { codeRefusal } from './refusals';
import type { PaymentUserRow } from './repository';
import { WEB_PWA_SLOT, pollConfigFor } from './slots';

type Schemas = components['schemas'];

export interface PaymentRouteDeps {
  codes: CodeService;
  plans: PlanService;
  orders: OrderService;
  campaigns: CampaignService;
  codeIpLimiter: RateLimiter;
  codeMemberLimiter: RateLimiter;
  pendingResolveSeconds: number;
  auth: AuthAccess;
}

export function paymentHandlers({ codes, plans, orders, campaigns, codeIpLimiter, codeMemberLimiter, pendingResolveSeconds, auth }: PaymentRouteDeps) {
  const member = (request: FastifyRequest): PaymentUserRow => auth.requireMember(request).user;
  const optionalMember = (request: FastifyRequest): PaymentUserRow | null => auth.verifiedSession(request)?.user ?? null;
  const limitCodeChecks = async (request: FastifyRequest, user: PaymentUserRow | null) => {
    const byAddress = await codeIpLimiter.hit(request.addressKey);
    const byMember = user ? await codeMemberLimiter.hit(String(user.id)) : { allowed: true, retryAfterSeconds: 0 };
    if (!byAddress.allowed || !byMember.allowed) {
      const retryAfter = Math.max(byAddress.retryAfterSeconds, byMember.retryAfterSeconds);
      throw codeRefusal('TP429', `too many code checks from ${byMember.allowed ? 'this address' : 'this member'}`, retryAfter);
    }
  };

  return {
    async getCodeDetails(
      request: FastifyRequest<{ Params: operations['getCodeDetails']['parameters']['path']; Querystring: NonNullable<operations['getCodeDetails']['parameters']['query']> }>,
    ) {
      const user = optionalMember(request);
      await limitCodeChecks(request, user);
      return { success: true, data: await codes.details(request.params.code, { isReferral: request.query.isReferral === true, user }) };
    },
    async getValidGiftCoupons(request: FastifyRequest) {
      return { success: true, data: { coupons: await codes.validGiftCoupons(member(request)) } };
    },
    async getReferralCampaigns() {
      return { success: true, data: { campaigns: await codes.campaigns() } };
    },
    async linkReferral(request: FastifyRequest<{ Body: Schemas['LinkReferralRequest'] }>) {
      const user = member(request);
      await limitCodeChecks(request, user);
      return { success: true, data: await codes.linkReferral(user, request.body.referrarCode) };
    },
    async getPlanCta(request: FastifyRequest<{ Querystring: { promo?: string } }>) {
      return { success: true, data: await plans.planCta(request.query.promo, optionalMember(request)) };
    },
    async postPlanCta(request: FastifyRequest<{ Body: Schemas['PlanCtaRequest'] }>) {
      return { success: true, data: await plans.planCta(request.body.promo, optionalMember(request)) };
    },
    async getPlans(request: FastifyRequest<{ Querystring: { promo?: string } }>) {
      return { success: true, data: await plans.plans(request.query.promo, optionalMember(request)) };
    },
    async subscribe(request: FastifyRequest<{ Body: Schemas['SubscribeRequest'] }>) {
      return { success: true, data: await plans.startTrial(member(request), request.body) };
    },
    async getPreOrderDetailsV2(request: FastifyRequest<{ Body: Schemas['PreOrderRequest'] }>) {
      return { success: true, data: await plans.preOrder(member(request), request.body) };
    },
    async getPreOrderDetailsV1(request: FastifyRequest<{ Body: Schemas['PreOrderRequest'] }>) {
      return { success: true, data: await plans.preOrder(member(request), request.body) };
    },
    async getPaymentSlotData(request: FastifyRequest<{ Params: operations['getPaymentSlotData']['parameters']['path'] }>) {
      const { slot } = request.params;
      return {
        success: true,
        data: { slot, pollConfig: slot === 'pollConfig' ? pollConfigFor(pendingResolveSeconds) : null, webPwaSlot: slot === 'web_pwa_slot' ? WEB_PWA_SLOT : null },
      };
    },
    async createOrder(request: FastifyRequest<{ Body: Schemas['CreateOrderRequest']; Headers: { 'idempotency-key': string } }>) {
      return { success: true, data: await orders.create(member(request), request.headers['idempotency-key'], request.body) };
    },
    async cancelOrder(request: FastifyRequest<{ Params: operations['cancelOrder']['parameters']['path'] }>) {
      return { success: true, data: await orders.cancel(member(request), request.params.orderId) };
    },
    async getOrderDetails(request: FastifyRequest<{ Params: operations['getOrderDetails']['parameters']['path'] }>) {
      return { success: true, data: await orders.get(member(request), request.params.orderId, request.params.pgType) };
    },
    async redirectToGateway(request: FastifyRequest<{ Params: operations['redirectToGateway']['parameters']['path']; Body: Schemas['GatewayRedirectRequest'] }>) {
      const { orderId, returnUrl } = request.body;
      // The site's own origin, as the browser (or a proxy TRUST_PROXY believes) addressed it.
      const siteOrigin = `${request.protocol}://${request.host}`;
      return { success: true, data: await orders.redirect(member(request), request.params.pgType, orderId, returnUrl, siteOrigin) };
    },
    async getOrderStatus(request: FastifyRequest<{ Params: operations['getOrderStatus']['parameters']['path'] }>) {
      return { success: true, data: await orders.status(member(request), request.params.orderId) };
    },
    async getPlanDetails(request: FastifyRequest) {
      return { success: true, data: await plans.planDetails(member(request)) };
    },
    async getPurchaseInfo(request: FastifyRequest<{ Body: Schemas['PurchaseInfoRequest'] }>) {
      return { success: true, data: { purchases: await plans.purchases(member(request), request.body) } };
    },
    async getInvoice(request: FastifyRequest<{ Params: operations['getInvoice']['parameters']['path'] }>, reply: FastifyReply) {
      const render = await orders.invoice(member(request), request.params.orderId);
      return sendHtml(reply, render);
    },
    async changeAutoRenewal(request: FastifyRequest<{ Body: Schemas['AutoRenewalRequest'] }>) {
      return { success: true, data: await plans.setAutoRenewal(member(request), request.body.autoRenewal) };
    },
    async getMarketingCampaignV1(request: FastifyRequest<{ Body: Schemas['CampaignRequest'] }>) {
      const { campaignName, code } = request.body;
      return { success: true, data: await campaigns.find({ campaignName, code, business: false }, optionalMember(request)) };
    },
    async getMarketingCampaignV2(request: FastifyRequest<{ Body: Schemas['CampaignRequest'] }>) {
      const { campaignName, code } = request.body;
      return { success: true, data: await campaigns.find({ campaignName, code, business: false }, optionalMember(request)) };
    },
    async getCampaignById(request: FastifyRequest<{ Params: operations['getCampaignById']['parameters']['path'] }>) {
      return { success: true, data: await campaigns.find({ id: request.params.campaignId, business: undefined }, null) };
    },
    async getBusinessCampaign(request: FastifyRequest<{ Body: Schemas['CampaignRequest'] }>) {
      const { campaignName, code } = request.body;
      return { success: true, data: await campaigns.find({ campaignName, code, business: true }, optionalMember(request)) };
    },
    async getDiscountBanner() {
      return { success: true, data: await campaigns.discountBanner() };
    },
    async getPaymentOffers() {
      return { success: true, data: await campaigns.paymentOffers() };
    },
    async trackAffiliateCashback(request: FastifyRequest<{ Querystring: operations['trackAffiliateCashback']['parameters']['query'] }>) {
      const { click_id: clickId, txn_id: orderId, sale_amount: saleAmount, coupon_code: couponCode } = request.query;
      return { success: await campaigns.affiliateConversion(member(request), { clickId, orderId, saleAmount, couponCode }) };
    },
  };
}

const PAYMENT_ID = /^pay_[A-Za-z0-9_-]{8,40}$/;
const OUTCOMES = new Set(['success', 'failure', 'pending']);

/**
 * Plain Fastify routes in their own encapsulated scope: bodies arrive as raw strings here (the
 * webhook's HMAC is over the exact bytes sent) and the checkout's form posts are URL-encoded. The
 * gateway's webhook always; the sandbox's hosted checkout only when the sandbox is the gateway.
 */
export function paymentPlainRoutes(deps: { gateway: PaymentGateway; sandbox: SandboxGateway | undefined; orders: OrderService }) {
  return async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post(deps.gateway.webhookPath, async (request) => {
      if (typeof request.body !== 'string') throw badRequest([{ path: 'body', message: 'must be a JSON webhook event' }]);
      const event = deps.gateway.verifyWebhook(request.body, request.headers);
      if (!event) return { success: true, data: { received: true, duplicate: false, orderStatus: null } };
      return { success: true, data: { received: true, ...(await deps.orders.handleWebhook(event)) } };
    });

    const sandbox = deps.sandbox;
    if (!sandbox) return;
    scope.get<{ Params: { paymentId: string } }>('/nc/sandbox/checkout/:paymentId', async (request, reply) => {
      const payment = PAYMENT_ID.test(request.params.paymentId) ? await sandbox.find(request.params.paymentId) : undefined;
      if (!payment) throw notFound(`no sandbox payment ${request.params.paymentId}`, 'This payment link is not valid');
      return sendHtml(
        reply,
        (nonce) => checkoutPage({ paymentId: payment.id, orderId: payment.orderId, amountPaise: payment.amountPaise, status: payment.status, nonce }),
        { script: true, forms: true },
      );
    });

    scope.post<{ Params: { paymentId: string }; Body: Record<string, string> | string }>('/nc/sandbox/checkout/:paymentId', async (request, reply) => {
      const outcome = typeof request.body === 'object' ? request.body.outcome : undefined;
      if (!outcome || !OUTCOMES.has(outcome)) throw badRequest([{ path: 'body/outcome', message: 'must be one of: success, failure, pending' }]);
      if (!PAYMENT_ID.test(request.params.paymentId)) throw notFound(`no sandbox payment ${request.params.paymentId}`, 'This payment link is not valid');
      const result = await sandbox.simulate(request.params.paymentId, outcome as 'success' | 'failure' | 'pending');
      if (!result) throw notFound(`no sandbox payment ${request.params.paymentId}`, 'This payment link is not valid');
      const separator = result.returnUrl.includes('?') ? '&' : '?';
      return reply.redirect(`${result.returnUrl}${separator}pgType=SANDBOX&paymentStatus=${result.status.toLowerCase()}`, 303);
    });
  };
}

/** Webhooks delivered in-process still pass through the HTTP route: raw body, signature and all. */
export function inProcessDelivery(app: FastifyInstance) {
  return async (rawBody: string, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_PATH, headers, payload: rawBody });
    if (response.statusCode >= 300) throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
  };
}

export function httpDelivery(url: string) {
  return async (rawBody: string, headers: Record<string, string>) => {
    const response = await fetch(url, { method: 'POST', headers, body: rawBody, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  };
}

