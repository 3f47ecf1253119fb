// A site server as operators see it, against a stand-in API listening on a real port: the "starting"
// page until the API is ready, liveness and readiness, one redacted JSON access line per request with
// the request id the API is sent and answers with, and /metrics for loopback callers only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safePath } from './logging';
import { createSiteMetrics, timedPages } from './metrics';
import { SiteReadiness } from './readiness';
import { createSiteServer, type PageSource, type RenderRequest } from './server';

const TEMPLATE = '<!doctype html><html lang="en-IN"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

let apiReady = false;
const apiSeen: Array<{ url: string; requestId: string | undefined }> = [];
const api = http.createServer((request, response) => {
  apiSeen.push({ url: request.url ?? '', requestId: request.headers['x-request-id'] as string | undefined });
  if (request.url === '/system/ready') {
    response.writeHead(apiReady ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: apiReady ? 'ready' : 'starting' }));
    return;
  }
  // the API echoes the id it was given, as apps/api does
  response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': String(request.headers['x-request-id'] ?? '') }).end('{"ok":true}');
});

const renders: RenderRequest[] = [];
const pages: PageSource = {
  template: async () => ({ html: TEMPLATE }),
  render: async () => async (request) => {
    renders.push(request);
    return { kind: 'page', status: 200, head: '<title>Home</title>', body: '<h1>Hello</h1>', state: '', htmlClass: '', lang: 'en-IN', personal: false };
  },
  files: async () => ({ manifest: () => '{}', offlinePage: async () => '<!doctype html>', language: () => 'en-IN', robots: () => 'User-agent: *\n', sitemap: async () => '<urlset/>' }),
};

const lines: Array<Record<string, unknown>> = [];
let raw = '';
const stream = {
  write(line: string) {
    raw += line;
    lines.push(JSON.parse(line) as Record<string, unknown>);
  },
};

let app: FastifyInstance;
let readiness: SiteReadiness;
const metrics = createSiteMetrics({ processMetrics: false });

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  readiness = new SiteReadiness({ apiOrigin, pagesLoaded: () => pages.render(), pollMs: 50 });
  app = await createSiteServer({
    site: 'web',
    origin: 'https://rewards.example',
    apiOrigin,
    pages: timedPages(pages, 'web', metrics),
    pageCacheTtlMs: 5_000,
    catalogueVersion: async () => '1',
    logger: { stream },
    operations: { metrics, readiness },
  });
  readiness.start();
});

afterAll(async () => {
  readiness?.stop();
  await app?.close();
  await new Promise((resolve) => api.close(resolve));
});

describe('before the API is ready', () => {
  it('answers a page with a short 503 "starting" page that retries, and /system/ready 503, never a render', async () => {
    const page = await app.inject({ method: 'GET', url: '/offers' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('2');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.body).toContain('<h1>The site is starting</h1>');
    expect(page.body).toContain('http-equiv="refresh"');
    expect(page.body).not.toMatch(/\bat .*\(|Error/);
    expect(renders).toHaveLength(0);

    const ready = await app.inject({ method: 'GET', url: '/system/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'starting', site: 'web' });
    const live = await app.inject({ method: 'GET', url: '/system/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live', site: 'web' });
    // files are not held back
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
  });

  it('renders the first page asked after the API says ready', async () => {
    apiReady = true;
    const page = await app.inject({ method: 'GET', url: '/offers' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Hello</h1>');
    expect((await app.inject({ method: 'GET', url: '/system/ready' })).json()).toEqual({ status: 'ready', site: 'web' });
  });
});

describe('request ids and access lines', () => {
  it("takes a well-formed X-Request-Id, passes it to the render's API calls and the proxied API, and logs it", async () => {
    const id = 'lb-7f3e2a91c4';
    const page = await app.inject({ method: 'GET', url: '/faq', headers: { 'x-request-id': id } });
    expect(page.headers['x-request-id']).toBe(id);
    expect(renders.at(-1)?.apiHeaders?.['x-request-id']).toBe(id);

    const proxiedId = 'lb-9b0c11d2e8';
    const proxied = await app.inject({ method: 'GET', url: '/c/prime/home', headers: { 'x-request-id': proxiedId } });
    expect(proxied.statusCode).toBe(200);
    expect(apiSeen.at(-1)).toEqual({ url: '/c/prime/home', requestId: proxiedId });
    expect(proxied.headers['x-request-id']).toBe(proxiedId);

    const pageLine = lines.find((line) => line['reqId'] === id);
    expect(pageLine).toMatchObject({ level: 30, service: 'site-server', site: 'web', method: 'GET', path: '/faq', status: 200, msg: 'request' });
    expect(pageLine?.['ms']).toEqual(expect.any(Number));
    expect(pageLine?.['time']).toEqual(expect.any(Number));
    expect(lines.find((line) => line['reqId'] === proxiedId)).toMatchObject({ path: '/c/prime/home', status: 200 });
  });

  it('replaces a malformed id, and keeps cookies, authorization, tokens and mobiles out of the lines', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/login/9876543210?token=secret-tok-1&next=/account',
      headers: { 'x-request-id': 'bad id"}', cookie: 'session=secret-cookie-2', authorization: 'Bearer secret-auth-3' },
    });
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((entry) => entry['reqId'] === page.headers['x-request-id']);
    expect(line?.['path']).toBe('/login/98XXXXXX10?token=…&next=…');
    for (const secret of ['secret-tok-1', 'secret-cookie-2', 'secret-auth-3', '9876543210', 'bad id']) expect(raw).not.toContain(secret);
    expect(safePath('/otp/123456?mobile=9876543210')).toBe('/otp/XXXXXX?mobile=…');
  });
});

describe('GET /metrics', () => {
  it('shows requests by route, renders and their time, and the page cache, to loopback callers', async () => {
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/categories/dining' });
    await app.inject({ method: 'GET', url: '/categories/dining', headers: { cookie: 'member=1' } });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    const text = response.body;
    expect(text).toMatch(/http_requests_total\{site="web",method="GET",route="page",status_class="2xx"\} \d+/);
    expect(text).toMatch(/http_requests_total\{site="web",method="GET",route="page",status_class="5xx"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",site="web",method="GET",route="\/c\/\*",status_class="2xx"\} 1/);
    expect(text).toMatch(/page_renders_total\{site="web",status_class="2xx"\} \d+/);
    expect(text).toMatch(/page_render_duration_seconds_count\{site="web"\} \d+/);
    // /categories/dining: rendered once, then held twice; a member's requests (any cookie: this one and the login above) bypass the cache
    expect(text).toMatch(/page_cache_requests_total\{site="web",result="hit"\} 2/);
    expect(text).toMatch(/page_cache_requests_total\{site="web",result="bypass"\} 2/);
    expect(text).not.toContain('/categories/dining');
  });

  it('refuses callers that are not on loopback or came through a proxy, and is never forwarded to the API', async () => {
    const before = apiSeen.length;
    expect((await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(403);
    expect(apiSeen.slice(before).filter((seen) => seen.url.includes('metrics'))).toEqual([]);
  });
});

describe('draining', () => {
  it('answers not ready and a restarting page, each answer closing its connection', async () => {
    readiness.markDraining();
    const ready = await app.inject({ method: 'GET', url: '/system/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'draining', site: 'web' });
    expect(ready.headers.connection).toBe('close');
    const page = await app.inject({ method: 'GET', url: '/offers' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('This server is restarting');
  });
});
