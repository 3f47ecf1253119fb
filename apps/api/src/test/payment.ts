// Helpers for the payment tests: ordering, opening the sandbox checkout, and signed webhooks as the
// sandbox gateway would send them.
import { randomUUID } from 'node:crypto';
import type { Order } from '@rewards/api-contract';
import type { FastifyInstance } from 'fastify';
import { testPaymentConfig } from './config';
import { webhookHeaders } from '../modules/payment/adapters/payment-gateway/sandbox';
import { SANDBOX_WEBHOOK_PATH } from '../modules/payment/adapters/payment-gateway/sandbox';
import { bearer, expectOk, type LoggedIn } from './auth';
import { postJson } from './harness';

export const PAY = {
  plans: '/nc/prime/plans',
  planCta: '/nc/prime/planCta',
  subscribe: '/nc/prime/subscribe?cid=TIMES_PRIME',
  preOrder: '/nc/prime/v2/getPreOrderDetails?countryCode=IN',
  preOrderV1: '/nc/prime/v1/getPreOrderDetails?countryCode=IN',
  order: '/nc/prime/order',
  details: (orderId: string) => `/nc/prime/order-details/SANDBOX/${orderId}`,
  redirect: '/nc/prime/redirect/web/SANDBOX',
  status: (orderId: string) => `/nc/prime/orderStatus/${orderId}`,
  planDetails: '/nc/prime/getPlanDetails',
  purchaseInfo: '/nc/prime/purchaseInfo',
  invoice: (orderId: string) => `/nc/prime/invoice/${orderId}`,
  autoRenewal: '/nc/prime/autoRenewal',
  slot: (slot: string) => `/c/mdm/payments/slot-data/${slot}`,
  webhook: SANDBOX_WEBHOOK_PATH,
  checkout: (paymentId: string) => `/nc/sandbox/checkout/${paymentId}`,
} as const;

export const WEBHOOK_SECRET = testPaymentConfig().sandboxWebhookSecret;

export function createOrder(app: FastifyInstance, session: LoggedIn, body: Record<string, unknown>, key: string = randomUUID()) {
  return postJson(app, PAY.order, body, { ...bearer(session.accessToken), 'idempotency-key': key });
}

/** Creates an order and opens its sandbox payment: the order (PENDING) and the checkout path. */
export async function orderAndOpen(app: FastifyInstance, session: LoggedIn, body: Record<string, unknown> = { variantId: 1 }) {
  const order = expectOk(await createOrder(app, session, body)).json().data as Order;
  const redirect = expectOk(await postJson(app, PAY.redirect, { orderId: order.orderId, returnUrl: `/payment/payment-status?orderId=${order.orderId}` }, bearer(session.accessToken)));
  const { paymentId, redirectUrl } = redirect.json().data as { paymentId: string; redirectUrl: string };
  return { order, paymentId, redirectUrl };
}

/** A webhook body and headers signed like the sandbox's (or with another secret). */
export function signedWebhook(
  event: { orderId: string; paymentId: string; amountPaise: number; type?: string; currency?: string; eventId?: string },
  secret = WEBHOOK_SECRET,
) {
  const body = JSON.stringify({
    eventId: event.eventId ?? `evt_${randomUUID().replaceAll('-', '')}`,
    type: event.type ?? 'payment.succeeded',
    paymentId: event.paymentId,
    orderId: event.orderId,
    amountPaise: event.amountPaise,
    currency: event.currency ?? 'INR',
    createdAt: new Date().toISOString(),
  });
  const eventId = (JSON.parse(body) as { eventId: string }).eventId;
  return { body, headers: webhookHeaders(secret, body, eventId), eventId };
}

export function deliver(app: FastifyInstance, webhook: { body: string; headers: Record<string, string> }) {
  return app.inject({ method: 'POST', url: PAY.webhook, headers: webhook.headers, payload: webhook.body });
}

export function simulate(app: FastifyInstance, paymentId: string, outcome: 'success' | 'failure' | 'pending') {
  return app.inject({
    method: 'POST',
    url: PAY.checkout(paymentId),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `method=upi&outcome=${outcome}`,
  });
}
