// Every answer's security headers (JSON, errors, the HTML pages with their nonces), HSTS only over
// HTTPS as a trusted proxy reports it, and CORS closed unless origins are listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, bearer, logIn } from '../test/auth';
import { createTestApp, useTestApp, postJson, type TestApp } from '../test/harness';
import { PAY, orderAndOpen, simulate } from '../test/payment';
import { HSTS, JSON_CSP } from './security-headers';

let withCors: TestApp;
const t = useTestApp({ config: { trustProxy: 1, auth: { captchaWhitelist: ['127.0.0.1'] } } });
beforeAll(async () => {
  withCors = await createTestApp({ config: { corsOrigins: ['https://shop.example.in'] } });
});
afterAll(async () => {
  await withCors?.close();
});

function expectBaseHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

/** Every inline block carries the nonce the policy names, and the policy allows nothing else inline. */
function expectNoncedPage(response: { headers: Record<string, unknown>; body: string }, blocks: Array<'style' | 'script'>) {
  const policy = String(response.headers['content-security-policy']);
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  expect(nonce, policy).toBeDefined();
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  for (const block of blocks) {
    expect(policy).toContain(`${block}-src 'nonce-${nonce}'`);
    const tags = [...response.body.matchAll(new RegExp(`<${block}\\b[^>]*>`, 'g'))].map((match) => match[0]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  }
}

describe('security headers', () => {
  it('JSON answers forbid loading, framing and sniffing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/c/prime/faq' });
    expect(response.statusCode).toBe(200);
    expectBaseHeaders(response.headers);
    expect(response.headers['content-security-policy']).toBe(JSON_CSP);
  });

  it('errors carry them too: an unknown path, a refused body, a malformed URL', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/nc/prime/nothing-here' }),
      await postJson(t.app, AUTH.checkUserExist, { user: { mobile: 'not a number' } }),
      await t.app.inject({ method: 'GET', url: '/c/prime/offer/%E0%A4%A' }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expectBaseHeaders(response.headers);
      expect(response.headers['content-security-policy']).toBe(JSON_CSP);
    }
  });

  it('the sandbox checkout and the invoice run only their own nonced blocks, with a fresh nonce each time', async () => {
    const member = await logIn(t.app, '9000012345');
    const { order, paymentId } = await orderAndOpen(t.app, member);
    const checkout = await t.app.inject({ method: 'GET', url: `/nc/sandbox/checkout/${paymentId}` });
    expect(checkout.statusCode).toBe(200);
    expectBaseHeaders(checkout.headers);
    expectNoncedPage(checkout, ['style', 'script']);
    expect(checkout.headers['content-security-policy']).toContain("form-action 'self'");
    const again = await t.app.inject({ method: 'GET', url: `/nc/sandbox/checkout/${paymentId}` });
    expect(again.headers['content-security-policy']).not.toBe(checkout.headers['content-security-policy']);

    await simulate(t.app, paymentId, 'success');
    const invoice = await t.app.inject({ method: 'GET', url: PAY.invoice(order.orderId), headers: bearer(member.accessToken) });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expectBaseHeaders(invoice.headers);
    expectNoncedPage(invoice, ['style']);
    expect(invoice.headers['content-security-policy']).not.toContain('script-src');
  });

  it('sends HSTS only when a trusted proxy says the request came over HTTPS', async () => {
    const viaHttps = await t.app.inject({ method: 'GET', url: '/c/prime/faq', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' } });
    expect(viaHttps.headers['strict-transport-security']).toBe(HSTS);
    const plain = await t.app.inject({ method: 'GET', url: '/c/prime/faq' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // With TRUST_PROXY off (the CORS app), a client's own X-Forwarded-Proto is not believed.
    const untrusted = await withCors.app.inject({ method: 'GET', url: '/c/prime/faq', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  it('is closed by default: no Access-Control header for any origin, and a preflight finds no route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/c/prime/faq', headers: { origin: 'https://shop.example.in' } });
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/c/prime/faq', headers: { origin: 'https://shop.example.in', 'access-control-request-method': 'GET' } });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a listed origin, with credentials, and ignores any other', async () => {
    const allowed = await withCors.app.inject({ method: 'GET', url: '/c/prime/faq', headers: { origin: 'https://shop.example.in' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example.in');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    expect(String(allowed.headers.vary)).toMatch(/origin/i);
    const other = await withCors.app.inject({ method: 'GET', url: '/c/prime/faq', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from a listed origin with the methods and headers the contract uses', async () => {
    const preflight = await withCors.app.inject({
      method: 'OPTIONS',
      url: '/nc/prime/generateCoupon/v2',
      headers: { origin: 'https://shop.example.in', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://shop.example.in');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('idempotency-key');
  });
});
