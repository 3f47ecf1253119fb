// Wires the payment module: repository, code, plan and order services, the gateway adapter
// PAYMENT_GATEWAY picks (the sandbox or Razorpay), the per-address and per-member code limits, and the routes.
import type { FastifyInstance } from 'fastify';
import type { AppConfig, PaymentConfig } from '../../config';
import type { AuthAccess } from '../auth';
import type { ModuleDeps } from '../deps';
import { rateLimiterFactory } from '../../shared/rate-limit';
import type { PaymentGateway } from './adapters/payment-gateway/port';
import { RazorpayGateway, type Fetch as RazorpayFetch } from './adapters/payment-gateway/razorpay';
import { SandboxGateway } from './adapters/payment-gateway/sandbox';
import { CampaignService } from './campaign-service';
import { CodeService } from './code-service';
import { paymentDevHandlers } from './dev-attribution';
import { membershipGrants } from './membership';
import { OrderService } from './order-service';
import { PlanService } from './plan-service';
import { PaymentRepository } from './repository';
import { httpDelivery, inProcessDelivery, paymentHandlers, paymentPlainRoutes } from './routes';

export interface PaymentModuleDeps extends ModuleDeps {
  auth: AuthAccess;
  /** The fetch the real gateway's API calls use (tests point it at recorded answers); the global one by default. */
  fetch?: RazorpayFetch;
}

function razorpayFrom(payment: PaymentConfig, fetch: RazorpayFetch | undefined): RazorpayGateway {
  if (!payment.razorpay) throw new Error('PAYMENT_GATEWAY=razorpay without its settings');
  return new RazorpayGateway(payment.razorpay, fetch);
}

export function createPaymentModule(config: AppConfig, deps: PaymentModuleDeps) {
  const { payment } = config;
  const repository = new PaymentRepository(deps.db);
  const sandbox =
    payment.gateway === 'sandbox'
      ? new SandboxGateway({ db: deps.db, secret: payment.sandboxWebhookSecret, pendingResolveSeconds: payment.sandboxPendingResolveSeconds, now: deps.now, logger: deps.logger })
      : undefined;
  const gateway: PaymentGateway = sandbox ?? razorpayFrom(payment, deps.fetch);
  const codes = new CodeService(repository, deps.now);
  const plans = new PlanService(repository, codes, deps.now);
  const orders = new OrderService({ repository, codes, gateway, config: payment, now: deps.now, logger: deps.logger });
  const limiter = rateLimiterFactory(deps.db, deps.now);
  return {
    gateway,
    /** `GET /dev/attribution`; the app registers it only where the dev outbox is. */
    devHandlers: paymentDevHandlers(deps.db),
    /** For the other modules: a membership granted as an activated order grants it. */
    memberships: membershipGrants(),
    handlers: paymentHandlers({
      codes,
      plans,
      orders,
      campaigns: new CampaignService(repository, codes, deps.now),
      codeIpLimiter: limiter('code-check-ip', payment.codeCheckLimitPerIpPerMinute, 60_000),
      codeMemberLimiter: limiter('code-check-member', payment.codeCheckLimitPerMemberPerMinute, 60_000),
      pendingResolveSeconds: payment.sandboxPendingResolveSeconds,
      auth: deps.auth,
    }),
    /** Registers the webhook route (and the sandbox's checkout, whose webhooks it connects to it). */
    async register(app: FastifyInstance): Promise<void> {
      await app.register(paymentPlainRoutes({ gateway, sandbox, orders }));
      if (!sandbox) return;
      sandbox.setDelivery(payment.sandboxWebhookUrl ? httpDelivery(payment.sandboxWebhookUrl) : inProcessDelivery(app));
      app.addHook('onClose', async () => sandbox.close());
    },
  };
}
