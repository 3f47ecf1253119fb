// Wires the payment module: repository, code, plan and order services, the gateway adapter
// PAYMENT_GATEWAY picks (the sandbox), the per-address and per-member code limits, and the routes.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { AppDb } from '../../db/connection';
import { rateLimiterFactory } from '../system/rate-limit';
import { SandboxGateway } from './adapters/payment-gateway/sandbox';
import { CampaignService } from './campaign-service';
import { CodeService } from './code-service';
import { OrderService } from './order-service';
import { PlanService } from './plan-service';
import { PaymentRepository } from './repository';
import { httpDelivery, inProcessDelivery, paymentHandlers, paymentPlainRoutes } from './routes';

export interface PaymentModuleDeps {
  db: AppDb;
  logger: FastifyBaseLogger;
  now: () => Date;
}

export function createPaymentModule(config: AppConfig, deps: PaymentModuleDeps) {
  const { payment } = config;
  const repository = new PaymentRepository(deps.db);
  const gateway = new SandboxGateway({
    db: deps.db,
    secret: payment.sandboxWebhookSecret,
    pendingResolveSeconds: payment.sandboxPendingResolveSeconds,
    now: deps.now,
    logger: deps.logger,
  });
  const codes = new CodeService(repository, deps.now);
  const plans = new PlanService(repository, codes, deps.now);
  const orders = new OrderService({ repository, codes, gateway, config: payment, now: deps.now, logger: deps.logger });
  const limiter = rateLimiterFactory(deps.db, deps.now);
  return {
    gateway,
    handlers: paymentHandlers({
      codes,
      plans,
      orders,
      campaigns: new CampaignService(repository, codes, deps.now),
      codeIpLimiter: limiter('code-check-ip', payment.codeCheckLimitPerIpPerMinute, 60_000),
      codeMemberLimiter: limiter('code-check-member', payment.codeCheckLimitPerMemberPerMinute, 60_000),
      pendingResolveSeconds: payment.sandboxPendingResolveSeconds,
    }),
    /** Registers the sandbox checkout and webhook routes and connects the sandbox's webhooks to them. */
    async register(app: FastifyInstance): Promise<void> {
      await app.register(paymentPlainRoutes({ gateway, orders }));
      gateway.setDelivery(payment.sandboxWebhookUrl ? httpDelivery(payment.sandboxWebhookUrl) : inProcessDelivery(app));
      app.addHook('onClose', async () => gateway.close());
    },
  };
}
