// Joining through Razorpay, end to end through the API: the order is opened with the configured
// gateway, the browser goes to the link's short URL, and a signed webhook grants the membership
// only once Razorpay's own status API (a local server here, over real HTTP) says the link is paid.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, bearer, logIn, mobileSequence, type LoggedIn } from '../../test/auth';
import { createTestApp, postJson, type TestApp } from '../../test/harness';
import { PAY, createOrder } from '../../test/payment';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER, RAZORPAY_WEBHOOK_PATH, razorpaySignature } from './adapters/payment-gateway/razorpay';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'adapters', 'payment-gateway', 'fixtures', 'razorpay');
const template = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8')) as Record<string, unknown>;
const WEBHOOK_SECRET = 'rzp-webhook-secret-for-tests';

interface Link {
  id: string;
  amount: number;
  currency: string;
  reference_id: string;
  status: 'created' | 'paid' | 'expired' | 'cancelled';
  short_url: string;
  callback_url: string;
}

/** Razorpay's payment-link API as far as the adapter uses it, answering in the recorded shapes. */
const links = new Map<string, Link>();
let razorpay: http.Server;
let t: TestApp;
const nextMobile = mobileSequence('93100');

beforeAll(async () => {
  razorpay = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const send = (status: number, json: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (request.method === 'POST' && request.url === '/v1/payment_links') {
        const asked = JSON.parse(body) as { amount: number; currency: string; reference_id: string; callback_url: string };
        const n = links.size + 1;
        const link: Link = { id: `plink_Test${n}`, amount: asked.amount, currency: asked.currency, reference_id: asked.reference_id, status: 'created', short_url: `https://rzp.io/i/test${n}`, callback_url: asked.callback_url };
        links.set(link.id, link);
        return send(200, { ...template('payment-link-created.json'), ...link });
      }
      const cancelling = /^\/v1\/payment_links\/([^/?]+)\/cancel$/.exec(request.url ?? '')?.[1];
      if (request.method === 'POST' && cancelling) {
        const open = links.get(cancelling);
        if (!open || open.status !== 'created') return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment link cannot be cancelled' } });
        open.status = 'cancelled';
        return send(200, { ...template('payment-link-created.json'), ...open });
      }
      const link = links.get(/^\/v1\/payment_links\/([^/?]+)$/.exec(request.url ?? '')?.[1] ?? '');
      if (request.method === 'GET' && link) {
        return send(200, { ...template(link.status === 'paid' ? 'payment-link-paid.json' : 'payment-link-created.json'), ...link, amount_paid: link.status === 'paid' ? link.amount : 0 });
      }
      return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    });
  });
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(razorpay.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: {
      auth: { captchaWhitelist: ['127.0.0.1'] },
      payment: { gateway: 'razorpay', razorpay: { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'thisisnotasecret42', webhookSecret: WEBHOOK_SECRET, apiBase } },
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => razorpay?.close(resolve));
});

/** A `payment_link.paid` event for a link, as Razorpay signs and sends it. */
function paidEvent(link: Link, eventId: string) {
  const event = template('webhook-payment-link-paid.json') as { payload: { payment_link: { entity: Record<string, unknown> } } };
  event.payload.payment_link.entity = { ...event.payload.payment_link.entity, id: link.id, amount: link.amount, amount_paid: link.amount, reference_id: link.reference_id, status: 'paid' };
  const body = JSON.stringify(event);
  return { body, headers: { 'content-type': 'application/json', [RAZORPAY_SIGNATURE_HEADER]: razorpaySignature(WEBHOOK_SECRET, body), [RAZORPAY_EVENT_ID_HEADER]: eventId } };
}
/** A `payment.failed` event for one attempt on a link (the order's id in the link's notes), and the same for `payment_link.expired`. */
function failedAttemptEvent(link: Link, eventId: string) {
  const event = template('webhook-payment-failed.json') as { payload: { payment: { entity: Record<string, unknown> } } };
  event.payload.payment.entity = { ...event.payload.payment.entity, amount: link.amount, notes: { order_id: link.reference_id } };
  return signedEvent(event, eventId);
}
function expiredEvent(link: Link, eventId: string) {
  const event = template('webhook-payment-link-expired.json') as { payload: { payment_link: { entity: Record<string, unknown> } } };
  event.payload.payment_link.entity = { ...event.payload.payment_link.entity, id: link.id, amount: link.amount, reference_id: link.reference_id, status: 'expired' };
  return signedEvent(event, eventId);
}
function signedEvent(event: unknown, eventId: string) {
  const body = JSON.stringify(event);
  return { body, headers: { 'content-type': 'application/json', [RAZORPAY_SIGNATURE_HEADER]: razorpaySignature(WEBHOOK_SECRET, body), [RAZORPAY_EVENT_ID_HEADER]: eventId } };
}
const deliver = (webhook: { body: string; headers: Record<string, string> }) => t.app.inject({ method: 'POST', url: RAZORPAY_WEBHOOK_PATH, headers: webhook.headers, payload: webhook.body });

async function openOrder(member: LoggedIn) {
  const order = (await createOrder(t.app, member, { variantId: 1 })).json().data as { orderId: string; pgType: string; status: string };
  const redirect = await postJson(t.app, '/nc/prime/redirect/web/RAZORPAY', { orderId: order.orderId, returnUrl: `/payment/payment-status?orderId=${order.orderId}` }, bearer(member.accessToken));
  return { order, redirect: redirect.json().data as { redirectUrl: string; paymentId: string; pgType: string } };
}

describe('joining through Razorpay', () => {
  it('opens the order with Razorpay and sends the browser to the payment link', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, redirect } = await openOrder(member);
    expect(order.pgType).toBe('RAZORPAY');
    const link = links.get(redirect.paymentId);
    expect(redirect).toMatchObject({ pgType: 'RAZORPAY', redirectUrl: link?.short_url });
    expect(link).toMatchObject({ reference_id: order.orderId, amount: 99_900, currency: 'INR' });
    expect(link?.callback_url).toMatch(new RegExp(`^http://[^/]+/payment/payment-status\\?orderId=${order.orderId}$`));
    // Asking again reuses the same link.
    const again = await postJson(t.app, '/nc/prime/redirect/web/RAZORPAY', { orderId: order.orderId, returnUrl: '/payment/payment-status' }, bearer(member.accessToken));
    expect(again.json().data).toMatchObject({ paymentId: redirect.paymentId, redirectUrl: link?.short_url });
    expect(links.size).toBeGreaterThanOrEqual(1);
  });

  it('refuses an order for another gateway, and has no sandbox checkout', async () => {
    const member = await logIn(t.app, nextMobile());
    const refused = await createOrder(t.app, member, { variantId: 1, pgType: 'SANDBOX' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'body/pgType', message: 'must be RAZORPAY, the gateway this server uses' }]);
    expect((await t.app.inject({ method: 'GET', url: PAY.checkout('pay_0123456789abcdef') })).statusCode).toBe(404);
    for (const method of ['GET', 'POST'] as const) expect(t.app.hasRoute({ method, url: '/nc/sandbox/checkout/:paymentId' }), method).toBe(false);
    expect(t.app.hasRoute({ method: 'POST', url: RAZORPAY_WEBHOOK_PATH })).toBe(true);
  });

  it('grants the membership on a signed webhook only once Razorpay says the link is paid, exactly once', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, redirect } = await openOrder(member);
    const link = links.get(redirect.paymentId) as Link;

    // A genuine signature on a claim Razorpay's API does not confirm (the link is still open): nothing changes.
    const early = await deliver(paidEvent(link, 'evtEarly0001'));
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().data.orderStatus).not.toBe('PAID');
    expect((await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(member.accessToken) })).json().data.primeProfile).toBe(0);

    link.status = 'paid';
    const webhook = paidEvent(link, 'evtPaid00001');
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(webhook)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.filter((answer) => answer.json().data.duplicate === false)).toHaveLength(1);
    expect(answers.map((answer) => answer.json().data.orderStatus)).toEqual(Array(5).fill('PAID'));
    const profile = (await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(member.accessToken) })).json().data;
    expect(profile).toMatchObject({ primeProfile: 5, orderId: order.orderId });
  });

  it('refuses a forged webhook, and acknowledges events it does not act on', async () => {
    const member = await logIn(t.app, nextMobile());
    const { redirect } = await openOrder(member);
    const link = { ...(links.get(redirect.paymentId) as Link), status: 'paid' as const };
    const forged = paidEvent(link, 'evtForged001');
    expect((await deliver({ ...forged, headers: { ...forged.headers, [RAZORPAY_SIGNATURE_HEADER]: razorpaySignature('not-the-secret', forged.body) } })).statusCode).toBe(401);
    const other = JSON.stringify({ entity: 'event', event: 'payment.authorized', created_at: 1, payload: {} });
    const ignored = await deliver({ body: other, headers: { 'content-type': 'application/json', [RAZORPAY_SIGNATURE_HEADER]: razorpaySignature(WEBHOOK_SECRET, other), [RAZORPAY_EVENT_ID_HEADER]: 'evtOther0001' } });
    expect(ignored.json()).toEqual({ success: true, data: { received: true, duplicate: false, orderStatus: null } });
  });

  it('keeps the order open after a failed attempt (the member may pay on the same link), and grants it when a later one succeeds', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, redirect } = await openOrder(member);
    const link = links.get(redirect.paymentId) as Link;
    const failed = await deliver(failedAttemptEvent(link, 'evtFailed001'));
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toEqual({ received: true, duplicate: false, orderStatus: 'PENDING' });

    link.status = 'paid';
    const paid = await deliver(paidEvent(link, 'evtPaid00002'));
    expect(paid.json().data).toEqual({ received: true, duplicate: false, orderStatus: 'PAID' });
    const details = await t.app.inject({ method: 'GET', url: `/nc/prime/order-details/RAZORPAY/${order.orderId}`, headers: bearer(member.accessToken) });
    expect(details.json().data).toMatchObject({ status: 'PAID', failureReason: null });
  });

  it('fails the order when Razorpay says the link expired, and not on the claim alone', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, redirect } = await openOrder(member);
    const link = links.get(redirect.paymentId) as Link;
    // A signed "expired" for a link Razorpay still shows open changes nothing.
    expect((await deliver(expiredEvent(link, 'evtExpire001'))).json().data.orderStatus).toBe('PENDING');
    link.status = 'expired';
    expect((await deliver(expiredEvent(link, 'evtExpire002'))).json().data.orderStatus).toBe('FAILED');
    const status = await t.app.inject({ method: 'GET', url: PAY.status(order.orderId), headers: bearer(member.accessToken) });
    expect(status.json().data).toMatchObject({ status: 'FAILED', failureReason: 'PAYMENT_FAILED', membership: null });
  });

  it("a member's cancel closes the link at Razorpay, so the open checkout can no longer take the money", async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, redirect } = await openOrder(member);
    const cancelled = await postJson(t.app, `/nc/prime/order/${order.orderId}/cancel`, {}, bearer(member.accessToken));
    expect(cancelled.json().data).toMatchObject({ status: 'CANCELLED', failureReason: 'CANCELLED_BY_MEMBER' });
    expect(links.get(redirect.paymentId)?.status).toBe('cancelled');
  });

  it('a cancel that arrives after the member paid settles the order as paid instead', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, redirect } = await openOrder(member);
    (links.get(redirect.paymentId) as Link).status = 'paid'; // paid at Razorpay; its webhook not here yet
    const refused = await postJson(t.app, `/nc/prime/order/${order.orderId}/cancel`, {}, bearer(member.accessToken));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().systemErrorCode).toBe('TP-ORDER-CLOSED');
    const status = await t.app.inject({ method: 'GET', url: PAY.status(order.orderId), headers: bearer(member.accessToken) });
    expect(status.json().data).toMatchObject({ status: 'PAID' });
    expect((await t.app.inject({ method: 'GET', url: AUTH.profile, headers: bearer(member.accessToken) })).json().data.primeProfile).toBe(5);
  });

  it('settles an open order from the status poll alone, when Razorpay says paid', async () => {
    const member = await logIn(t.app, nextMobile());
    const { order, redirect } = await openOrder(member);
    (links.get(redirect.paymentId) as Link).status = 'paid';
    const status = await t.app.inject({ method: 'GET', url: PAY.status(order.orderId), headers: bearer(member.accessToken) });
    expect(status.json().data).toMatchObject({ status: 'PAID', pgType: 'RAZORPAY' });
  });
});
