// Input the database cannot hold, and errors raised before a request reaches any route: each is a
// 4xx with the common error body and no-store, never a 500 or Node's own text.
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../test/auth';
import { useTestApp, postJson } from '../test/harness';
import { findNul } from './hygiene';

let port: number;
const t = useTestApp();
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});

function expectErrorBody(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, path?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = JSON.parse(response.body) as { success: boolean; systemErrorCode: string; details?: Array<{ path: string }> };
  expect(body).toMatchObject({ success: false, responseMessage: expect.any(String), userMessage: expect.any(String), systemErrorCode: expect.any(String) });
  if (path) expect(body.details?.map((detail) => detail.path)).toContain(path);
}

/** Sends raw bytes over a socket and answers what came back (status line, headers, body). */
function raw(bytes: string): Promise<{ statusCode: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((line) => [line.split(':', 1)[0]?.toLowerCase() ?? '', line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ statusCode: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.setTimeout(10_000, () => reject(new Error('no answer')));
    socket.write(bytes);
  });
}

describe('NUL characters', () => {
  it.each([
    ['a body field', () => postJson(t.app, AUTH.checkUserExist, { user: { mobile: '98765\u000043210' } }), 'body/user/mobile'],
    ['a nested array item', () => postJson(t.app, '/nc/prime/categories/offers', { query: 'x\u0000', page: 0, pageSize: 10, platform: 'WEB' }), 'body/query'],
    ['a query parameter', () => t.app.inject({ method: 'GET', url: '/c/prime/blog?page=1%00' }), 'query/page'],
    ['a path parameter', () => t.app.inject({ method: 'GET', url: '/nc/prime/codeDetails/WELCOME%00' }), 'path/code'],
    ['a header', () => t.app.inject({ method: 'GET', url: '/c/prime/faq', headers: { 'idempotency-key': 'a\u0000b' } }), 'headers/idempotency-key'],
  ])('in %s answers 400 with the error body', async (_where, send, path) => {
    expectErrorBody(await send(), 400, path);
  });

  it('finds the first NUL by path, keys included', () => {
    expect(findNul({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }, 'body')).toBe('body/a/1/c');
    expect(findNul({ ['k\u0000']: 1 }, 'body')).toBe('body/k\\u0000');
    expect(findNul({ a: 'fine', n: 3, z: null }, 'body')).toBeUndefined();
  });
});

describe('numbers in parameters', () => {
  it.each(['Infinity', '-Infinity', '1e999'])('?page=%s answers 400 (coercion must not make an infinite number)', async (page) => {
    expectErrorBody(await t.app.inject({ method: 'GET', url: `/c/prime/blog?page=${page}` }), 400, 'query/page');
  });
});

describe('errors before routing', () => {
  it('headers over the size limit answer 431 with the error body', async () => {
    const response = await raw(`GET /c/prime/faq HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectErrorBody(response, 431);
  });

  it('a malformed request line answers 400 with the error body', async () => {
    expectErrorBody(await raw('GARBAGE\r\n\r\n'), 400);
  });

  it('a request target that is not a valid URL answers 400 with the error body', async () => {
    expectErrorBody(await raw('GET /c/prime/faq%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400);
  });

  it('a body over the limit and an unsupported media type answer 400 with the error body', async () => {
    const big = await t.app.inject({ method: 'POST', url: AUTH.checkUserExist, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ user: { mobile: 'x'.repeat(70_000) } }) });
    expectErrorBody(big, 400, 'body');
    const xml = await t.app.inject({ method: 'POST', url: AUTH.checkUserExist, headers: { 'content-type': 'application/xml' }, payload: '<user/>' });
    expectErrorBody(xml, 400, 'headers/content-type');
  });
});
