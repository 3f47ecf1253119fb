// The site server's own logic with a stand-in renderer (the real one runs in the e2e suite): how it
// assembles a page, which headers it sends, and what it answers when the API is away.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCatalogueVersion, gzipWithNonce, newSentinel, withNonce } from './pageCache';
import { pageCsp } from './security';
import { createSiteServer, extractScripts, scriptLoader, type PageSource, type RenderResult } from './server';

const BUILT = `<!doctype html>
<html lang="en-IN">
  <head><meta charset="UTF-8" /><!--app-head-->
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-def.js">
  <link rel="stylesheet" crossorigin href="/assets/style-123.css">
</head>
  <body><div id="root"><!--app-html--></div><!--app-state--></body>
</html>`;

describe('the page template', () => {
  it("takes Vite's entry script and preloads out, and keeps the stylesheet", () => {
    const { template, scripts } = extractScripts(BUILT);
    expect(scripts).toEqual({ entry: '/assets/index-abc.js', preloads: ['/assets/react-def.js'] });
    expect(template).not.toContain('index-abc.js');
    expect(template).not.toContain('modulepreload');
    expect(template).toContain('/assets/style-123.css');
  });

  it('starts the code from a nonce-carrying loader after the first paint', () => {
    const loader = scriptLoader({ entry: '/assets/index-abc.js', preloads: ['/assets/react-def.js'] }, 'NONCE');
    expect(loader.startsWith('<script nonce="NONCE">')).toBe(true);
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('"/assets/index-abc.js"');
    expect(loader).toContain('"/assets/react-def.js"');
  });

  it('allows no inline script without the nonce and no framing', () => {
    const csp = pageCsp('abc');
    expect(csp).toMatch(/script-src 'self' 'nonce-abc'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe('the server', () => {
  let answer: RenderResult = { kind: 'page', status: 200, head: '<title>Home</title>', body: '<h1>Hello</h1>', state: '<script type="application/json" id="s">{}</script>', htmlClass: 'theme', lang: 'en-IN', personal: false };
  const seen: Array<{ url: string; apiHeaders?: Record<string, string>; nonce: string }> = [];
  const { template, scripts } = extractScripts(BUILT);
  const pages: PageSource = {
    template: async () => ({ html: template, ...(scripts ? { scripts } : {}) }),
    render: async () => async (request) => {
      seen.push(request);
      return answer;
    },
    files: async () => ({ manifest: () => '{}', offlinePage: async () => '<!doctype html>', language: () => 'en-IN', robots: () => 'User-agent: *\n', sitemap: async () => '<urlset/>' }),
  };
  // Nothing listens on port 9: the API is away.
  const server = createSiteServer({ site: 'web', origin: 'https://rewards.example', apiOrigin: 'http://127.0.0.1:9', pages });
  afterAll(async () => (await server).close());

  it('renders a page into the template with the theme, state, loader and the headers', async () => {
    const response = await (await server).inject({ method: 'GET', url: '/faq?x=1', headers: { 'x-forwarded-for': '203.0.113.9' }, remoteAddress: '10.0.0.5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain('<html lang="en-IN" class="theme">');
    expect(response.body).toContain('<title>Home</title>');
    expect(response.body).toContain('<div id="root" data-hydrating=""><h1>Hello</h1></div>');
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    // The renderer gets the full URL and the visitor's address appended to what the proxy before us said.
    expect(seen.at(-1)?.url).toBe('http://localhost/faq?x=1');
    // …and the request's id (new here: none was sent), which the answer carries too
    expect(seen.at(-1)?.apiHeaders).toEqual({ 'x-forwarded-for': '203.0.113.9, 10.0.0.5', 'x-request-id': response.headers['x-request-id'] });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends a member's page as private and never stored, a visitor's as revalidated", async () => {
    answer = { ...answer, kind: 'page', status: 200, personal: true } as RenderResult;
    const member = await (await server).inject({ method: 'GET', url: '/userfeed', headers: { cookie: 'rp_rt=abc' } });
    expect(member.headers['cache-control']).toBe('private, no-store');
    answer = { ...answer, kind: 'page', personal: false } as RenderResult;
    expect((await (await server).inject({ method: 'GET', url: '/userfeed' })).headers['cache-control']).toBe('no-cache');
  });

  it("passes the page's status on (404) and sends redirects as redirects", async () => {
    answer = { ...answer, kind: 'page', status: 404 } as RenderResult;
    expect((await (await server).inject({ method: 'GET', url: '/nope' })).statusCode).toBe(404);
    answer = { kind: 'redirect', status: 302, location: '/login' };
    const redirect = await (await server).inject({ method: 'GET', url: '/profile' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['location']).toBe('/login');
  });

  it('answers HSTS only when a proxy says the request came over HTTPS', async () => {
    const plain = await (await server).inject({ method: 'GET', url: '/robots.txt' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await (await server).inject({ method: 'GET', url: '/robots.txt', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(secure.body).toBe('User-agent: *\n');
  });

  it("serves the installable app's manifest and offline page, and its service worker script uncached", async () => {
    const manifest = await (await server).inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.body).toBe('{}');
    const offline = await (await server).inject({ method: 'GET', url: '/offline.html' });
    expect(offline.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(offline.headers['cache-control']).toBe('no-cache');
    expect(offline.headers['content-security-policy']).toContain("default-src 'self'");

    const clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'site-assets-'));
    await fs.mkdir(path.join(clientDir, 'assets'));
    await Promise.all([fs.writeFile(path.join(clientDir, 'sw.js'), '// worker'), fs.writeFile(path.join(clientDir, 'favicon.svg'), '<svg/>'), fs.writeFile(path.join(clientDir, 'assets/app-1a2b.js'), '//')]);
    const assets = await createSiteServer({ site: 'web', origin: 'https://rewards.example', apiOrigin: 'http://127.0.0.1:9', pages, clientDir });
    try {
      const cacheOf = async (url: string) => (await assets.inject({ method: 'GET', url })).headers['cache-control'];
      expect(await cacheOf('/sw.js')).toBe('no-cache');
      expect(await cacheOf('/favicon.svg')).toBe('public, max-age=3600');
      expect(await cacheOf('/assets/app-1a2b.js')).toBe('public, max-age=31536000, immutable');
    } finally {
      await assets.close();
      await fs.rm(clientDir, { recursive: true, force: true });
    }
  });

  it('says the site is degraded, with 503, while the API cannot be reached', async () => {
    const health = await (await server).inject({ method: 'GET', url: '/system/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ site: 'web', status: 'degraded', api: 'unreachable' });
  });
});

describe('the micro-cache for anonymous pages', () => {
  let renders = 0;
  const { template, scripts } = extractScripts(BUILT);
  const pages: PageSource = {
    template: async () => ({ html: template, ...(scripts ? { scripts } : {}) }),
    render: async () => async (request) => {
      renders += 1;
      const render = renders;
      // a render that takes a moment, so visitors arriving meanwhile share it
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { kind: 'page', status: 200, head: `<meta name="n" content="${request.nonce}">`, body: `<h1>Render ${render}</h1>`, state: '', htmlClass: 'theme', lang: 'en-IN', personal: request.cookie?.includes('rp_rt=') ?? false };
    },
    files: async () => ({ manifest: () => '{}', offlinePage: async () => '', language: () => 'en-IN', robots: () => '', sitemap: async () => '' }),
  };
  let catalogue = 1;
  const server = createSiteServer({
    site: 'web',
    origin: 'https://rewards.example',
    apiOrigin: 'http://127.0.0.1:9',
    pages,
    pageCacheTtlMs: 60_000,
    catalogueVersion: async () => String(catalogue),
  });
  afterAll(async () => (await server).close());

  it('renders a page once for a crowd of visitors, each answer with its own nonce', async () => {
    const app = await server;
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/offers?x=1' })));
    expect(renders - before).toBe(1);
    const nonces = answers.map((answer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]);
    expect(new Set(nonces).size).toBe(20);
    for (const [index, answer] of answers.entries()) {
      expect(answer.body).toContain(`<script nonce="${nonces[index]}">`);
      expect(answer.body).toContain(`<meta name="n" content="${nonces[index]}">`);
      expect(answer.body).not.toContain('nonce-sentinel');
    }
    // the next visitor in the window gets the same render
    expect((await app.inject({ method: 'GET', url: '/offers?x=1' })).body).toContain(`<h1>Render ${before + 1}</h1>`);
  });

  it('answers a visitor who takes gzip from the cached pieces: a valid gzip stream of the page with their own nonce', async () => {
    const app = await server;
    const plain = await app.inject({ method: 'GET', url: '/zipped' });
    const plainNonce = /'nonce-([^']+)'/.exec(String(plain.headers['content-security-policy']))?.[1] ?? '';
    for (let visitor = 0; visitor < 3; visitor++) {
      const answer = await app.inject({ method: 'GET', url: '/zipped', headers: { 'accept-encoding': 'br, gzip' } });
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers['vary']).toMatch(/Accept-Encoding/);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
      expect(nonce).not.toBe(plainNonce);
      // gunzip checks the CRC-32 and the length too
      expect(zlib.gunzipSync(answer.rawPayload).toString()).toBe(plain.body.split(plainNonce).join(nonce));
    }
  });

  it('renders again at once when the catalogue version moves, well within the cache window', async () => {
    const app = await server;
    const before = renders;
    await app.inject({ method: 'GET', url: '/versioned' });
    await app.inject({ method: 'GET', url: '/versioned' });
    expect(renders - before).toBe(1);
    catalogue += 1;
    const after = await app.inject({ method: 'GET', url: '/versioned' });
    expect(renders - before).toBe(2);
    expect(after.body).toContain(`<h1>Render ${before + 2}</h1>`);
  });

  it("a member's request (any cookie) is rendered for them alone, every time", async () => {
    const app = await server;
    const before = renders;
    await app.inject({ method: 'GET', url: '/member-page', headers: { cookie: 'rp_session=1' } });
    await app.inject({ method: 'GET', url: '/member-page', headers: { cookie: 'rp_session=1' } });
    expect(renders - before).toBe(2);
  });

  it("a member's page never reaches a visitor, however the requests interleave", async () => {
    const app = await server;
    const asks = Array.from({ length: 30 }, (_, index) => (index % 2 === 0 ? { cookie: 'rp_rt=member' } : {}));
    const answers = await Promise.all(asks.map((headers) => app.inject({ method: 'GET', url: '/interleaved', headers })));
    for (const [index, answer] of answers.entries()) {
      expect(answer.headers['cache-control']).toBe(index % 2 === 0 ? 'private, no-store' : 'no-cache');
    }
    // every visitor got the one anonymous render; no member render was cached for them
    const visitorBodies = new Set(answers.filter((_, index) => index % 2 === 1).map((answer) => /<h1>Render \d+<\/h1>/.exec(answer.body)?.[0]));
    const memberBodies = new Set(answers.filter((_, index) => index % 2 === 0).map((answer) => /<h1>Render \d+<\/h1>/.exec(answer.body)?.[0]));
    expect(visitorBodies.size).toBe(1);
    expect(memberBodies.size).toBe(15);
    for (const body of visitorBodies) expect(memberBodies.has(body)).toBe(false);
  });

  it('phones and desktops are cached apart (the renderer picks the layout from the user agent)', async () => {
    const app = await server;
    const before = renders;
    await app.inject({ method: 'GET', url: '/split', headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' } });
    await app.inject({ method: 'GET', url: '/split', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } });
    await app.inject({ method: 'GET', url: '/split', headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' } });
    expect(renders - before).toBe(2);
  });
});

describe('gzipWithNonce', () => {
  it('is the gzip of the page with the nonce in place of every sentinel, whatever the page holds', () => {
    const sentinel = newSentinel();
    // 300 KB of mixed text (repeats to compress, random runs that do not), sentinels at the edges too
    const random = randomBytes(60_000).toString('base64');
    const html = [sentinel, '<!doctype html>', 'a'.repeat(50_000), sentinel, random, sentinel, sentinel, '<p>Offers</p>'.repeat(10_000), sentinel].join('');
    const page = { status: 200, html, sentinel };
    for (const nonce of ['abc', randomBytes(16).toString('base64')]) {
      expect(zlib.gunzipSync(gzipWithNonce(page, nonce)).toString()).toBe(withNonce(page, nonce));
    }
    expect(zlib.gunzipSync(gzipWithNonce({ status: 200, html: 'no nonce at all', sentinel }, 'x')).toString()).toBe('no nonce at all');
  });
});

describe('apiCatalogueVersion', () => {
  it("asks the API's catalogue version at most once per window, one call at a time, and says 'unknown' when it cannot", async () => {
    let calls = 0;
    let answer: Response | Error = Response.json({ version: 41 });
    const fetchVersion = (async () => {
      calls += 1;
      if (answer instanceof Error) throw answer;
      return answer.clone();
    }) as unknown as typeof fetch;
    const version = apiCatalogueVersion('http://api.test', 50, fetchVersion);
    expect(await Promise.all([version(), version(), version()])).toEqual(['41', '41', '41']);
    expect(calls).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    answer = new Error('connection refused');
    expect(await version()).toBe('unknown');
    expect(calls).toBe(2);
  });
});
