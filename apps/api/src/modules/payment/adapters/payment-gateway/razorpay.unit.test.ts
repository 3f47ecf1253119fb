// The Razorpay adapter against payloads recorded in Razorpay's documented shapes (fixtures/razorpay):
// the webhook signature pinned to literal digests, the API calls made over real HTTP to a local
// server standing in for api.razorpay.com, and the link statuses mapped to payment outcomes.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../../http/errors';
import { RAZORPAY_EVENT_ID_HEADER, RAZORPAY_SIGNATURE_HEADER, RazorpayGateway, razorpaySignature } from './razorpay';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'razorpay');
const recorded = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const WEBHOOK_SECRET = 'rzp-webhook-secret-recorded';
const KEY = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'thisisnotasecret42' };

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: http.Server;
let apiBase: string;
const seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '' };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization, contentType: request.headers['content-type'], body });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

const gateway = () => new RazorpayGateway({ ...KEY, webhookSecret: WEBHOOK_SECRET, apiBase });
const signed = (body: string, eventId = 'KmQJbMxT7zR3ab') => ({ [RAZORPAY_SIGNATURE_HEADER]: razorpaySignature(WEBHOOK_SECRET, body), [RAZORPAY_EVENT_ID_HEADER]: eventId });

describe('webhook signatures', () => {
  it('are the hex HMAC-SHA256 of the exact body with the webhook secret', () => {
    expect(razorpaySignature(WEBHOOK_SECRET, recorded('webhook-payment-link-paid.json'))).toBe('46027fd70442bafa10004e2013115fc565a46924d3371d669fe72b175f900c6c');
    expect(razorpaySignature(WEBHOOK_SECRET, recorded('webhook-payment-link-expired.json'))).toBe('5bd1c1a84ca420d1b564aa07fde6f9a6930e12be7ef038fab94dff7497734940');
    expect(razorpaySignature(WEBHOOK_SECRET, recorded('webhook-payment-authorized.json'))).toBe('9c7dafe635ff24797ff0decc275334dd0a29fc4b1951ab40b0f99dcfef06d4ca');
    expect(razorpaySignature(WEBHOOK_SECRET, recorded('webhook-payment-failed.json'))).toBe('8dadbc109dbd1cbef8cd7bec18644a95b882e00637a4adbefa11305082854d78');
  });

  it('payment_link.paid becomes a success for our order, with the amount paid', () => {
    const body = recorded('webhook-payment-link-paid.json');
    expect(gateway().verifyWebhook(body, signed(body))).toEqual({
      eventId: 'rzp_KmQJbMxT7zR3ab',
      type: 'payment.succeeded',
      paymentId: 'plink_PxDmPp3Zr6nQ4b',
      orderId: 'ord_T3s7ExampleOrder01',
      amountPaise: 99_900,
      currency: 'INR',
      createdAt: new Date(1_795_590_093_000).toISOString(),
    });
  });

  it('payment_link.expired becomes a failure; an event about something else is acknowledged and ignored', () => {
    const expired = recorded('webhook-payment-link-expired.json');
    expect(gateway().verifyWebhook(expired, signed(expired))).toMatchObject({ type: 'payment.failed', paymentId: 'plink_PxDmPp3Zr6nQ4b', orderId: 'ord_T3s7ExampleOrder01' });
    const authorized = recorded('webhook-payment-authorized.json');
    expect(gateway().verifyWebhook(authorized, signed(authorized))).toBeNull();
  });

  it('payment.failed becomes a failure hint for the order in the link\'s notes, naming the attempt', () => {
    const failed = recorded('webhook-payment-failed.json');
    expect(gateway().verifyWebhook(failed, signed(failed, 'LpRtFailed01'))).toEqual({
      eventId: 'rzp_LpRtFailed01',
      type: 'payment.failed',
      paymentId: 'pay_PxDn7dFq2Wc9Xe',
      orderId: 'ord_T3s7ExampleOrder01',
      amountPaise: 99_900,
      currency: 'INR',
      createdAt: new Date(1_795_590_071_000).toISOString(),
    });
    // A failed payment that is not one of our links' (no order id in its notes, which Razorpay sends as [] when empty) is ignored.
    const foreign = failed.replace('"notes":{"order_id":"ord_T3s7ExampleOrder01"}', '"notes":[]');
    expect(gateway().verifyWebhook(foreign, signed(foreign))).toBeNull();
  });

  it.each([
    ['a tampered body', (body: string) => ({ body: body.replace('99900', '100'), headers: signed(body) })],
    ['another secret', (body: string) => ({ body, headers: { ...signed(body), [RAZORPAY_SIGNATURE_HEADER]: razorpaySignature('someone-elses-secret', body) } })],
    ['no signature', (body: string) => ({ body, headers: { [RAZORPAY_EVENT_ID_HEADER]: 'KmQJbMxT7zR3ab' } })],
    ['no event id', (body: string) => ({ body, headers: { [RAZORPAY_SIGNATURE_HEADER]: razorpaySignature(WEBHOOK_SECRET, body) } })],
    ['a signed body that is not an event', () => ({ body: '{"entity":"refund"}', headers: signed('{"entity":"refund"}') })],
  ])('are refused with 401 for %s', (_case, make) => {
    const { body, headers } = make(recorded('webhook-payment-link-paid.json'));
    try {
      gateway().verifyWebhook(body, headers);
      expect.unreachable('verified');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 401, systemErrorCode: 'TP-WEBHOOK-SIGNATURE' });
    }
  });
});

describe('API calls', () => {
  it('create a payment link by a signed server call and answer its short URL', async () => {
    answer = { status: 200, body: recorded('payment-link-created.json') };
    const payment = await gateway().createPayment({
      orderId: 'ord_T3s7ExampleOrder01',
      amountPaise: 99_900,
      currency: 'INR',
      returnUrl: '/payment/payment-status?orderId=ord_T3s7ExampleOrder01',
      siteOrigin: 'https://rewards.example.in',
    });
    expect(payment).toEqual({ paymentId: 'plink_PxDmPp3Zr6nQ4b', redirectUrl: 'https://rzp.io/i/k2Xb9Qe' });
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call).toMatchObject({ method: 'POST', url: '/v1/payment_links', contentType: 'application/json' });
    expect(call?.authorization).toBe(`Basic ${Buffer.from('rzp_test_1DP5mmOlF5G5ag:thisisnotasecret42').toString('base64')}`);
    expect(JSON.parse(call?.body ?? '')).toMatchObject({
      amount: 99_900,
      currency: 'INR',
      accept_partial: false,
      reference_id: 'ord_T3s7ExampleOrder01',
      callback_url: 'https://rewards.example.in/payment/payment-status?orderId=ord_T3s7ExampleOrder01',
      callback_method: 'get',
    });
  });

  it('refuse a created link that is not for the order it was asked for', async () => {
    answer = { status: 200, body: recorded('payment-link-created.json') };
    await expect(gateway().createPayment({ orderId: 'ord_other', amountPaise: 99_900, currency: 'INR', returnUrl: '/p', siteOrigin: 'https://rewards.example.in' })).rejects.toMatchObject({ statusCode: 503 });
  });

  it('read the link status: paid is a success for the amount paid, created is still open', async () => {
    answer = { status: 200, body: recorded('payment-link-paid.json') };
    expect(await gateway().fetchStatus('plink_PxDmPp3Zr6nQ4b')).toEqual({ paymentId: 'plink_PxDmPp3Zr6nQ4b', orderId: 'ord_T3s7ExampleOrder01', status: 'SUCCEEDED', amountPaise: 99_900, currency: 'INR' });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/payment_links/plink_PxDmPp3Zr6nQ4b' });
    answer = { status: 200, body: recorded('payment-link-created.json') };
    expect((await gateway().fetchStatus('plink_PxDmPp3Zr6nQ4b'))?.status).toBe('CREATED');
    expect(await gateway().fetchStatus('../v1/payments')).toBeUndefined();
  });

  it.each([
    ['created', 0, 'CREATED'],
    ['partially_paid', 50_000, 'PENDING'],
    ['paid', 99_900, 'SUCCEEDED'],
    ['expired', 0, 'FAILED'],
    ['cancelled', 0, 'FAILED'],
  ] as const)('map a link that is %s to %s', async (linkStatus, amountPaid, status) => {
    answer = { status: 200, body: JSON.stringify({ ...JSON.parse(recorded('payment-link-paid.json')), status: linkStatus, amount_paid: amountPaid }) };
    expect(await gateway().fetchStatus('plink_PxDmPp3Zr6nQ4b')).toEqual({ paymentId: 'plink_PxDmPp3Zr6nQ4b', orderId: 'ord_T3s7ExampleOrder01', status, amountPaise: 99_900, currency: 'INR' });
    expect(seen).toEqual([expect.objectContaining({ method: 'GET', url: '/v1/payment_links/plink_PxDmPp3Zr6nQ4b', authorization: `Basic ${Buffer.from('rzp_test_1DP5mmOlF5G5ag:thisisnotasecret42').toString('base64')}` })]);
  });

  it('answer the checkout address of an existing link by asking for it', async () => {
    answer = { status: 200, body: recorded('payment-link-created.json') };
    expect(await gateway().checkoutUrl('plink_PxDmPp3Zr6nQ4b')).toBe('https://rzp.io/i/k2Xb9Qe');
    expect(seen).toEqual([expect.objectContaining({ method: 'GET', url: '/v1/payment_links/plink_PxDmPp3Zr6nQ4b', body: '' })]);
  });

  it('answer 503 when Razorpay refuses, breaks or is unreachable', async () => {
    answer = { status: 401, body: '{"error":{"code":"BAD_REQUEST_ERROR","description":"Authentication failed"}}' };
    await expect(gateway().fetchStatus('plink_PxDmPp3Zr6nQ4b')).rejects.toMatchObject({ statusCode: 503, responseMessage: expect.stringContaining('Authentication failed') });
    answer = { status: 200, body: '<html>maintenance</html>' };
    await expect(gateway().fetchStatus('plink_PxDmPp3Zr6nQ4b')).rejects.toMatchObject({ statusCode: 503 });
    const unreachable = new RazorpayGateway({ ...KEY, webhookSecret: WEBHOOK_SECRET, apiBase: 'http://127.0.0.1:9' });
    await expect(unreachable.checkoutUrl('plink_PxDmPp3Zr6nQ4b')).rejects.toMatchObject({ statusCode: 503, retryAfterSeconds: 30 });
  });
});
