// Which routes refuse a GUEST session, read from the contract (deny by default).
import { describe, expect, it } from 'vitest';
import { guestRefusingRoutes, loadContract, routeKey, type OpenApiDocument } from './contract';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/member/only': { post: { operationId: 'memberOnly', security: [{ bearerAuth: [] }] } },
    '/guest/too/{orderId}': { get: { operationId: 'guestToo', security: [{ bearerAuth: [] }], 'x-guest-allowed': true } },
    '/optional': { get: { operationId: 'optional', security: [{ bearerAuth: [] }, {}] } },
    '/cookie': { post: { operationId: 'cookie', security: [{ refreshCookie: [] }] } },
    '/public': { get: { operationId: 'public' } },
    '/things/{id}/{part}': { delete: { operationId: 'memberDelete', security: [{ bearerAuth: [] }] } },
  },
};

describe('guestRefusingRoutes', () => {
  it('refuses guests where the bearer token is required and the operation is not marked x-guest-allowed', () => {
    expect([...guestRefusingRoutes(document)].sort()).toEqual(['DELETE /things/:id/:part', 'POST /member/only']);
  });

  it.each([
    ['a HEAD request is its GET route', 'head', '/x', 'GET /x'],
    ['methods are upper case', 'post', '/x', 'POST /x'],
  ])('%s', (_name, method, url, expected) => {
    expect(routeKey(method, url)).toBe(expected);
  });

  it.each([
    ['the payment steps', 'POST /nc/prime/order', false],
    ['the gateway redirect', 'POST /nc/prime/redirect/web/:pgType', false],
    ['the order status poll', 'GET /nc/prime/orderStatus/:orderId', false],
    ["the member's own record", 'GET /nc/um/user/v1/profile', false],
    ['profile edits', 'POST /nc/um/user/v1/update', true],
    ['the free trial', 'POST /nc/prime/subscribe', true],
    ['coupon codes', 'POST /nc/prime/generateCoupon/v2', true],
    ['invoices', 'GET /nc/prime/invoice/:orderId', true],
  ])('in the contract, %s (%s) refuses a guest: %s', (_name, route, refused) => {
    expect(guestRefusingRoutes(loadContract()).has(route)).toBe(refused);
  });
});
