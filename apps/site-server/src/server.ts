// The production site server (and, in development, the same server around Vite's middleware): it
// renders each page on the server, serves the built assets, proxies the API paths to the API with
// the visitor's address, and sends the security headers.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { closeOnlyAnsweredIdleConnections } from '@rewards/server-runtime';
import { REQUEST_ID_HEADER, requestIdFrom, siteLoggerOptions, type SiteLogOptions } from './logging';
import { countedPageCache } from './metrics';
import { registerSiteOperations, type SiteOperations } from './operations';
import { acceptsGzip, apiCatalogueVersion, createPageCache, gzipWithNonce, withNonce } from './pageCache';
import { BASE_HEADERS, HSTS, newNonce, pageCsp } from './security';
import { DEFAULT_HTTP_TIMEOUTS, serverOptionsFor, type HttpTimeouts } from './timeouts';

/** The paths the API answers; everything else is the site. */
export const API_PATH_PREFIXES = ['/c', '/nc', '/api', '/static', '/dev'] as const;

/** What a site's server entry renders (see @rewards/app-shell/server). */
export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; head: string; body: string; state: string; htmlClass: string; lang: string; personal: boolean };
export interface RenderRequest {
  url: string;
  cookie?: string;
  userAgent?: string;
  acceptLanguage?: string;
  origin: string;
  apiHeaders?: Record<string, string>;
  nonce: string;
}
export type Render = (request: RenderRequest) => Promise<RenderResult>;
/** The language facts of a request (the site's entry decides its language: @rewards/app-shell's requestLocale). */
export interface LanguageRequest {
  url: string;
  cookie?: string;
  acceptLanguage?: string;
}
/** A site's robots.txt and sitemap.xml, its app manifest and offline page, and the language a request gets. */
export interface SiteFiles {
  manifest(): string;
  offlinePage(request: LanguageRequest): Promise<string>;
  language(request: LanguageRequest): string;
  robots(): string;
  sitemap(): Promise<string>;
}
/** The settings a site's renderer is made with (see @rewards/app-shell/server's RendererSettings). */
export interface RendererSettings {
  apiOrigin: string;
  /** MEMBER_RENDER_KEY: lets the renderer render a signed-in member's page (renderSession). */
  memberRenderKey?: string;
  /** NODE_ENV=production: no public development key. */
  production?: boolean;
}
/** What a site's server entry exports. */
export interface ServerEntry {
  createRenderer(settings: RendererSettings): Render;
  createFiles(options: { apiOrigin: string; origin: string }): SiteFiles;
}

/** How the server gets the page template and the renderer: built files, or Vite in development. */
export interface PageSource {
  /** The page template, and the page's code when it was taken out of it (the built site). */
  template(url: string): Promise<{ html: string; scripts?: PageScripts }>;
  render(): Promise<Render>;
  files(): Promise<SiteFiles>;
  /** Shown instead of a 500 page while developing. */
  fixStack?(error: Error): void;
}

export interface SiteServerOptions {
  /** The site's name, for logs and the health answer. */
  site: string;
  /** The site's canonical origin, for canonical links, structured data, robots.txt and the sitemap. */
  origin: string;
  /** Where the API listens (the proxy's upstream and the renderer's data source). */
  apiOrigin: string;
  pages: PageSource;
  /** The built browser assets, served with long-lived caching (production only). */
  clientDir?: string;
  /** Registers Vite's middleware (development only). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Send the nonce-based CSP (production; Vite's development client injects inline scripts). */
  csp?: boolean;
  /** JSON logs: an access line per request and error lines (logging.ts); off when unset. */
  logger?: boolean | Omit<SiteLogOptions, 'site'>;
  /** Readiness, metrics and the access log (operations.ts). */
  operations?: Omit<SiteOperations, 'site' | 'accessLog'>;
  /**
   * Anonymous pages (no cookie, no Authorization) rendered at most once per this many milliseconds
   * per host, catalogue version, path and viewport class (pageCache.ts); 0 or unset renders every request.
   */
  pageCacheTtlMs?: number;
  /** The catalogue version the page cache is keyed with (by default the API's, asked every 500 ms). */
  catalogueVersion?: () => Promise<string>;
  /** How long a client may take over its headers, its whole request, and an idle keep-alive (timeouts.ts); the defaults when unset. */
  timeouts?: HttpTimeouts;
}

/** The visitor's address appended to what a proxy in front of us already said, as the API expects. */
function forwardedFor(request: FastifyRequest): string {
  const existing = request.headers['x-forwarded-for'];
  const remote = request.socket.remoteAddress ?? '';
  const prior = Array.isArray(existing) ? existing.join(', ') : existing;
  return prior ? `${prior}, ${remote}` : remote;
}

/** The page's code as Vite wrote it into the template: the entry module and the modules it preloads. */
export interface PageScripts {
  entry: string;
  preloads: string[];
}

/** Takes the entry script and module preloads out of the built template. */
export function extractScripts(template: string): { template: string; scripts: PageScripts | undefined } {
  let entry: string | undefined;
  const preloads: string[] = [];
  const stripped = template
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  return { template: stripped, scripts: entry ? { entry, preloads } : undefined };
}

/**
 * Starts the page's code once the server's HTML has painted. In the head (where Vite puts it), the
 * entry and its preloads compete with the page for a slow connection's first bytes and hold up the
 * first paint; requested after it, they cost the reader nothing: the page is already there to read,
 * and hydration follows. (A hidden tab, which paints no frames, starts at once.)
 */
export function scriptLoader(scripts: PageScripts, nonce: string): string {
  const code = `(function(){var d=document;function go(){${JSON.stringify(scripts.preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.href=h;d.head.appendChild(l)});var s=d.createElement('script');s.type='module';s.src=${JSON.stringify(scripts.entry)};d.body.appendChild(s)}if(d.visibilityState==='visible')requestAnimationFrame(function(){setTimeout(go)});else go()})()`;
  return `<script nonce="${nonce}">${code.replace(/</g, '\\u003c')}</script>`;
}

/** What decides a request's language: its address (?lang=), its cookies and Accept-Language. */
const languageRequest = (request: FastifyRequest): LanguageRequest => ({
  url: request.url,
  ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
  ...(request.headers['accept-language'] ? { acceptLanguage: request.headers['accept-language'] } : {}),
});

const htmlPage = (template: string, page: Extract<RenderResult, { kind: 'page' }>, loader: string) =>
  template
    .replace('<html lang="en-IN">', `<html lang="${page.lang}" class="${page.htmlClass}">`)
    .replace('<!--app-head-->', page.head)
    .replace('<div id="root"><!--app-html-->', `<div id="root" data-hydrating="">${page.body}`)
    .replace('<!--app-state-->', page.state + loader);

/** What every site server shares, the sites' and the console's (console.ts). */
export type BaseServerOptions = Pick<SiteServerOptions, 'site' | 'apiOrigin' | 'logger' | 'operations' | 'timeouts'>;

/**
 * A Fastify app with what every site's server has: request ids, readiness and metrics
 * (operations.ts), the security headers, compression, the API paths proxied with the visitor's
 * address, and /system/health.
 */
export async function createBaseServer(options: BaseServerOptions): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  // Fastify sets the request and keep-alive timeouts on its server itself (0 and 72 s by default), so they are given to it too.
  const logger = options.logger ? siteLoggerOptions({ site: options.site, ...(options.logger === true ? {} : options.logger) }) : false;
  const app = Fastify({
    logger,
    // one access line per request, written by operations.ts, instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    // while closing, a request that reached the process is still answered (with Connection: close)
    return503OnClosing: false,
    trustProxy: false,
    http: serverOptionsFor(timeouts),
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
  });
  registerSiteOperations(app, { site: options.site, accessLog: Boolean(options.logger), ...options.operations });
  // at close, only answered idle connections are cut; one whose request is not read yet is answered (@rewards/server-runtime)
  closeOnlyAnsweredIdleConnections(app.server);

  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(BASE_HEADERS);
    if (request.headers['x-forwarded-proto'] === 'https') void reply.header('strict-transport-security', HSTS);
  });

  // Brotli at a moderate level for rendered pages (built assets are compressed once, at build time).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  for (const prefix of API_PATH_PREFIXES) {
    await app.register(fastifyProxy, {
      upstream: options.apiOrigin,
      prefix,
      rewritePrefix: prefix,
      // the access line (operations.ts) is the one line per proxied request
      disableRequestLogging: true,
      replyOptions: { rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': forwardedFor(request as FastifyRequest), [REQUEST_ID_HEADER]: (request as FastifyRequest).id }) },
    });
  }

  app.get('/system/health', async (_request, reply) => {
    let api: unknown = 'unreachable';
    let healthy = false;
    try {
      const answer = await fetch(`${options.apiOrigin}/system/health`, { signal: AbortSignal.timeout(3000) });
      api = await answer.json();
      healthy = answer.ok;
    } catch {
      // The API is down: the site still answers, and says so.
    }
    return reply
      .code(healthy ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ site: options.site, status: healthy ? 'ok' : 'degraded', api });
  });

  return app;
}

/**
 * A build's browser files (clientDir): the hashed assets cached for a year, the others (favicon) for
 * an hour, each sent precompressed when the build wrote a .br or .gz beside it. The page template
 * (index.html) and the source maps stay on the server.
 */
export async function serveBuiltAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The page template and source maps stay on the server.
    allowedPath: (pathname) => !pathname.endsWith('.map') && pathname !== '/index.html',
    cacheControl: false,
    setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      // the service worker's script is asked for again on every check, so a new build is found at once
      if (path.basename(filePath) === 'sw.js') reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const app = await createBaseServer(options);
  if (options.beforeRoutes) await options.beforeRoutes(app);

  if (options.clientDir) await serveBuiltAssets(app, options.clientDir);

  app.get('/robots.txt', async (_request, reply) => {
    const files = await options.pages.files();
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(files.robots());
  });

  // The installable app: its manifest, and the offline page its service worker keeps (each build's
  // worker fetches it again, so an hour's cache on the way is enough).
  app.get('/manifest.webmanifest', async (_request, reply) => {
    const files = await options.pages.files();
    return reply.header('cache-control', 'public, max-age=3600').type('application/manifest+json; charset=utf-8').send(files.manifest());
  });
  // in the language the address names (the worker keeps one per language: ?lang=en, ?lang=hi), else the reader's
  app.get('/offline.html', async (request, reply) => {
    const files = await options.pages.files();
    if (options.csp !== false) void reply.header('content-security-policy', pageCsp(newNonce()));
    const page = await files.offlinePage(languageRequest(request));
    return reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie').type('text/html; charset=utf-8').send(page);
  });

  // Built from the catalogue on each request (a CDN or the cache header keeps that rare).
  app.get('/sitemap.xml', async (_request, reply) => {
    const files = await options.pages.files();
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(await files.sitemap());
  });

  const pageCacheTtlMs = options.pageCacheTtlMs ?? 0;
  const pageCache = countedPageCache(
    createPageCache({
      ttlMs: pageCacheTtlMs,
      ...(pageCacheTtlMs > 0 ? { catalogueVersion: options.catalogueVersion ?? apiCatalogueVersion(options.apiOrigin) } : {}),
    }),
    options.site,
    options.operations?.metrics,
  );

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = newNonce();
    const url = new URL(request.url, `${request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`);
    try {
      const [{ html: template, scripts }, render] = await Promise.all([options.pages.template(url.pathname + url.search), options.pages.render()]);
      const build = async (pageNonce: string) => {
        const result = await render({
          url: url.href,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          origin: options.origin,
          ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}),
          ...(request.headers['accept-language'] ? { acceptLanguage: request.headers['accept-language'] } : {}),
          apiHeaders: { 'x-forwarded-for': forwardedFor(request), [REQUEST_ID_HEADER]: request.id },
          nonce: pageNonce,
        });
        if (result.kind === 'redirect') return result;
        return { kind: 'html' as const, status: result.status, personal: result.personal, html: htmlPage(template, result, scripts ? scriptLoader(scripts, pageNonce) : '') };
      };
      // a visitor's page may come from the micro-cache, with this answer's own nonce (a request with
      // any cookie is never cached or served from it: a member's page is theirs alone)
      // a visitor's page differs by language (docs/languages.md): one cached copy per language
      const language = (await options.pages.files()).language(languageRequest(request));
      const cached = await pageCache.get(request, `${url.host}|${language}`, async (sentinel) => {
        const built = await build(sentinel);
        return built.kind === 'html' && !built.personal ? { status: built.status, html: built.html, sentinel } : undefined;
      });
      const htmlHeaders = (status: number, personal = false) => {
        if (options.csp !== false) void reply.header('content-security-policy', pageCsp(nonce));
        // a member's page (or the frame theirs starts from) is kept by no cache on the way, nor by the browser
        return reply.code(status).header('cache-control', personal ? 'private, no-store' : 'no-cache').header('vary', 'Accept-Language').type('text/html; charset=utf-8');
      };
      if (cached) {
        // gzip from the page's pieces (no compression per visitor), else the page as it is
        void htmlHeaders(cached.status).header('vary', 'Accept-Encoding, Accept-Language');
        return acceptsGzip(request) ? reply.header('content-encoding', 'gzip').send(gzipWithNonce(cached, nonce)) : reply.send(withNonce(cached, nonce));
      }
      const answer = await build(nonce);
      if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
      return htmlHeaders(answer.status, answer.personal).send(answer.html);
    } catch (error) {
      options.pages.fixStack?.(error as Error);
      request.log.error(error);
      app.log.error({ err: error, url: request.url }, 'page render failed');
      console.error(error);
      return reply.code(500).header('cache-control', 'no-store').type('text/html; charset=utf-8').send('<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>');
    }
  };
  app.get('/*', page);

  return app;
}

/** The built site: `dist/client` (assets and the page template) and `dist/server` (the renderer). */
export function builtPages(appDir: string, settings: RendererSettings, origin: string): PageSource {
  const { apiOrigin } = settings;
  const template = fs.readFile(path.join(appDir, 'dist/client/index.html'), 'utf8').then((built) => {
    const { template: html, scripts } = extractScripts(built);
    return scripts ? { html, scripts } : { html };
  });
  const entry: Promise<ServerEntry> = import(path.join(appDir, 'dist/server/entry-server.js'));
  const render = entry.then((loaded) => loaded.createRenderer(settings));
  const files = entry.then((loaded) => loaded.createFiles({ apiOrigin, origin }));
  return { template: () => template, render: () => render, files: () => files };
}
