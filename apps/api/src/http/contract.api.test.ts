// The contract is enforced on the way in and on the way out: every violation answers 400 TP400
// with the common error body, never 500, and an answer that breaks the contract is our 500.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp, postJson } from '../test/harness';
import { contractOperationIds, loadContract, withoutDevOnlyOperations } from '../contract';
import { cacheControlFor } from './cache-control';
import { CACHE_SHORT } from './cache-control';

const t = useTestApp();

const CATEGORY_OFFERS = '/nc/prime/categories/offers';
const valid = { query: '', page: 0, pageSize: 10, platform: 'WEB' };

function expectBadRequest(response: LightMyRequestResponse, path: string) {
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json();
  expect(body).toMatchObject({
    success: false,
    systemErrorCode: 'TP400',
    responseMessage: expect.stringContaining('Bad request'),
    userMessage: expect.any(String),
  });
  expect(body.details.map((d: { path: string }) => d.path)).toContain(path);
  expect(Object.keys(body).sort()).toEqual(['details', 'responseMessage', 'success', 'systemErrorCode', 'userMessage']);
}

describe('request bodies are checked against the contract, strictly', () => {
  it('accepts a valid request', async () => {
    expect((await postJson(t.app, CATEGORY_OFFERS, valid)).statusCode).toBe(200);
    expect((await postJson(t.app, CATEGORY_OFFERS, { ...valid, user: { firstName: 'Asha', mobile: '9876543210' }, city: 'Pune' })).statusCode).toBe(200);
  });

  it.each([
    ['page as a string is not coerced', { ...valid, page: '0' }, 'body/page'],
    ['pageSize as a string', { ...valid, pageSize: '10' }, 'body/pageSize'],
    ['query as a number', { ...valid, query: 42 }, 'body/query'],
    ['a fractional page', { ...valid, page: 1.5 }, 'body/page'],
    ['a negative page', { ...valid, page: -1 }, 'body/page'],
    ['pageSize above 1000', { ...valid, pageSize: 1001 }, 'body/pageSize'],
    ['an unknown field', { ...valid, sort: 'name' }, 'body/sort'],
    ['an unknown nested field', { ...valid, user: { nickname: 'A' } }, 'body/user/nickname'],
    ['a missing field', { query: '', page: 0, platform: 'WEB' }, 'body/pageSize'],
    ['a bad enum value', { ...valid, platform: 'IOS' }, 'body/platform'],
    ['a mobile outside the pattern', { ...valid, user: { mobile: '12345' } }, 'body/user/mobile'],
    ['null instead of an object', null, 'body'],
    ['an array instead of an object', [valid], 'body'],
  ])('refuses %s', async (_label, body, path) => {
    expectBadRequest(await postJson(t.app, CATEGORY_OFFERS, body), path);
  });

  it('refuses malformed JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: CATEGORY_OFFERS, headers: { 'content-type': 'application/json' }, payload: '{"query": "",' });
    expectBadRequest(response, 'body');
  });

  it('refuses an empty JSON body', async () => {
    const response = await t.app.inject({ method: 'POST', url: CATEGORY_OFFERS, headers: { 'content-type': 'application/json' }, payload: '' });
    expectBadRequest(response, 'body');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('refuses a %s body', async (type) => {
    const response = await t.app.inject({ method: 'POST', url: CATEGORY_OFFERS, headers: { 'content-type': type }, payload: JSON.stringify(valid) });
    expectBadRequest(response, 'headers/content-type');
  });

  it('refuses a request without a body', async () => {
    expectBadRequest(await t.app.inject({ method: 'POST', url: CATEGORY_OFFERS }), 'headers/content-type');
  });

  it('refuses prototype poisoning', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CATEGORY_OFFERS,
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"","page":0,"pageSize":10,"platform":"WEB","__proto__":{"x":1}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().systemErrorCode).toBe('TP400');
  });

  it('refuses a body over the size limit', async () => {
    const response = await postJson(t.app, '/api/client-logs', { error: 'x'.repeat(70_000), url: '/' });
    expectBadRequest(response, 'body');
  });

  it('refuses a search without a query and a client log with a wrong type', async () => {
    expectBadRequest(await postJson(t.app, '/nc/prime/benefit/search', { tag: 'music' }), 'body/query');
    expectBadRequest(await postJson(t.app, '/nc/prime/benefit/search', { query: ['pizza'] }), 'body/query');
  });
});

describe('path and query parameters are checked too', () => {
  it.each([
    ['an offer name outside the pattern', '/c/prime/offer/bad_name!', 'path/offerName'],
    ['an unknown platform', '/c/prime/offer/tandoor-tales-gold?pid=IOS', 'query/pid'],
    ['a channel outside the pattern', '/c/prime/home?cid=bad%20channel', 'query/cid'],
    ['a too-long variant id', `/c/prime/offer/tandoor-tales-gold?variantId=${'v'.repeat(65)}`, 'query/variantId'],
  ])('refuses %s', async (_label, url, path) => {
    expectBadRequest(await t.app.inject({ method: 'GET', url }), path);
  });

  it('refuses a URL with broken percent-encoding', async () => {
    expectBadRequest(await t.app.inject({ method: 'GET', url: '/c/prime/offer/%E0%A4%A' }), 'url');
  });

  it('accepts the common query parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/c/prime/home?cid=TIMES_PRIME&pid=WEB&rid=abc-123&deviceId=d1' });
    expect(response.statusCode).toBe(200);
  });
});

describe('everything else', () => {
  it('answers unknown routes 404 with the error body', async () => {
    for (const [method, url] of [
      ['GET', '/nc/prime/nothing-here'],
      ['DELETE', '/c/prime/home'],
      ['GET', '/c/prime/offer'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ success: false, systemErrorCode: '404', userMessage: 'Page not found' });
    }
  });

  it('answers 500 TP500 without a stack when an answer would break the contract', async () => {
    // headline words must be strings; the database now holds numbers
    await t.database.db.execute(sql`update home_content set headline_words = '[1, 2]'::jsonb where key = 'default'`);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/c/prime/home' });
      expect(response.statusCode).toBe(500);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        success: false,
        responseMessage: 'Internal server error',
        userMessage: 'Something went wrong. Please try again later.',
        systemErrorCode: 'TP500',
      });
      expect(response.body).not.toMatch(/at |stack|headline/i);
    } finally {
      await t.database.db.execute(sql`update home_content set headline_words = '["20+ Subscription"]'::jsonb where key = 'default'`);
    }
  });
});

describe('Cache-Control', () => {
  it.each([
    ['/c/prime/home', 200, CACHE_SHORT],
    ['/c/prime/offer/x?variantId=1', 200, CACHE_SHORT],
    ['/c/prime/offer/x', 404, 'no-store'],
    ['/nc/prime/categories/offers', 200, 'no-store'],
    ['/api/client-logs', 204, 'no-store'],
    ['/static/2x/brand-x-logo.svg', 200, 'public, max-age=86400'],
    ['/static/2x/brand-x-logo.svg', 404, 'no-store'],
    ['/system/health', 200, 'no-store'],
    ['/cats', 200, 'no-store'],
    // logout changes the session although it lives under /c/
    ['/c/prime/prime/home/logout/v2', 200, 'no-store'],
    ['/c/prime/prime/home/logout/v2?code=x', 200, 'no-store'],
    ['/c/prime/prime/cities', 200, CACHE_SHORT],
  ])('%s answering %i is %s', (url, status, expected) => {
    expect(cacheControlFor(url, status)).toBe(expected);
  });

  it('is set on real answers', async () => {
    const logout = await t.app.inject({ method: 'GET', url: '/c/prime/prime/home/logout/v2' });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['cache-control']).toBe('no-store');
    const home = await t.app.inject({ method: 'GET', url: '/c/prime/home' });
    const offers = await postJson(t.app, CATEGORY_OFFERS, valid);
    const bad = await t.app.inject({ method: 'GET', url: '/c/prime/home?pid=IOS' });
    expect(home.headers['cache-control']).toBe(CACHE_SHORT);
    expect(offers.headers['cache-control']).toBe('no-store');
    expect(bad.headers['cache-control']).toBe('no-store');
  });
});

describe('dev-only operations', () => {
  it('leave the contract when inactive, with their paths', () => {
    const full = loadContract();
    const trimmed = withoutDevOnlyOperations(full);
    const devOnly = { getDevOutbox: '/dev/outbox', decideStudentVerification: '/dev/student/{requestId}/decision', getDevEvents: '/dev/events', getDevAttribution: '/dev/attribution' };
    for (const [operationId, path] of Object.entries(devOnly)) {
      expect(contractOperationIds(full)).toContain(operationId);
      expect(contractOperationIds(trimmed)).not.toContain(operationId);
      expect(Object.keys(full.paths)).toContain(path);
      expect(Object.keys(trimmed.paths)).not.toContain(path);
    }
    expect(contractOperationIds(trimmed)).toHaveLength(contractOperationIds(full).length - Object.keys(devOnly).length);
  });
});
