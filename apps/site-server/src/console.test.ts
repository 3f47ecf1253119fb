// The console's server (site `admin`) over a build in a temporary folder and a stand-in API: the
// page for every page path, the files as files, the API through the proxy, and nothing indexed.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtConsolePages, CONSOLE_CSP, createConsoleServer, isAssetPath } from './console';

const PAGE = '<!doctype html><html lang="en-IN"><head><title>Rewards console</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

describe('the console server', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), PAGE);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{}');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  // a stand-in API: the staff session's 401, and what it was sent
  const api = Fastify();
  const seen: Array<Record<string, unknown>> = [];
  api.get('/nc/admin/v1/session', async (request, reply) => {
    seen.push(request.headers);
    return reply.code(401).send({ success: false, systemErrorCode: 'ADMIN-401', responseMessage: 'No staff session', userMessage: 'Your console session has ended. Please sign in again.' });
  });
  let server: Awaited<ReturnType<typeof createConsoleServer>>;
  beforeAll(async () => {
    await api.listen({ port: 0, host: '127.0.0.1' });
    const apiOrigin = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
    server = await createConsoleServer({ site: 'admin', apiOrigin, pages: builtConsolePages(dist), clientDir: dist, csp: true });
  });
  afterAll(async () => {
    await server.close();
    await api.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/students', '/students/42?state=submitted', '/signin?returnTo=%2Fcodes'])('answers %s with the page, never stored, never indexed', async (url) => {
    const response = await server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGE);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['content-security-policy']).toBe(CONSOLE_CSP);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("allows only the console's own scripts, in no frame", () => {
    expect(CONSOLE_CSP).toContain("script-src 'self';");
    expect(CONSOLE_CSP).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval|https:)/);
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
    expect(CONSOLE_CSP).toContain("connect-src 'self'");
    // pdf.js draws a member's PDF in the page: its worker comes from the console's origin, and no frame is needed.
    expect(CONSOLE_CSP).toMatch(/worker-src 'self'[ ;]/);
    expect(CONSOLE_CSP).toContain("frame-src 'none'");
  });

  it('serves the hashed assets immutable and precompressed, and the other files for an hour', async () => {
    const script = await server.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(script.rawPayload).toString()).toBe(SCRIPT);
    const icon = await server.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/assets/gone-123.js', '/assets/index-abc.js.map', '/index.html', '/favicon.ico'])('answers a file that is not there (or stays on the server), %s, with 404 and not the page', async (url) => {
    const response = await server.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('proxies the API paths with the visitor’s address: a staff call without a session answers 401 JSON', async () => {
    const response = await server.inject({ method: 'GET', url: '/nc/admin/v1/session', remoteAddress: '10.0.0.7' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ systemErrorCode: 'ADMIN-401' });
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('10.0.0.7');
  });

  it('tells robots to stay away', async () => {
    const robots = await server.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('isAssetPath', () => {
  it.each([
    ['/assets/index-abc.js', true],
    ['/favicon.svg', true],
    ['/@vite/client', true],
    ['/src/main.tsx', true],
    ['/', false],
    ['/students', false],
    ['/students/42', false],
    ['/members/by-mobile', false],
  ])('%s is a file: %s', (pathname, expected) => {
    expect(isAssetPath(pathname)).toBe(expected);
  });
});
