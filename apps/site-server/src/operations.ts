// What operators get of a site server (docs/operations.md): a request id on every request (taken
// from a well-formed X-Request-Id, else new; answered in X-Request-Id and sent to the API with each
// proxied call and each render's API calls), one JSON access line per request, liveness and readiness,
// /metrics for loopback callers (or METRICS_TOKEN), the "starting" page while the API is not ready,
// and Connection: close on every answer once draining after SIGTERM.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER, safePath } from './logging';
import { metricsRefusal } from '@rewards/server-runtime';
import type { SiteMetrics } from './metrics';
import type { SiteReadiness } from './readiness';
import { BASE_HEADERS, HSTS } from './security';

export interface SiteOperations {
  site: string;
  metrics?: SiteMetrics;
  /** Without one (the unit tests), the site is ready and pages are never held back. */
  readiness?: SiteReadiness;
  metricsToken?: string;
  /** One access line per request (production and development; off in the unit tests). */
  accessLog?: boolean;
}

/** Seconds a visitor's browser waits before asking again for a page the site could not render yet. */
export const STARTING_RETRY_SECONDS = 2;

/** The whole answer while the site cannot render: no script, no stack trace, a refresh. */
export function startingPage(state: string): string {
  const [title, note] =
    state === 'draining'
      ? ['This server is restarting', 'Your page will load again in a moment.']
      : state === 'api-unavailable'
        ? ['The site is briefly unavailable', 'This page will try again by itself in a moment.']
        : ['The site is starting', 'This page will load by itself in a moment.'];
  return (
    `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta http-equiv="refresh" content="${STARTING_RETRY_SECONDS}"><title>${title}</title></head>` +
    `<body><main><h1>${title}</h1><p>${note}</p></main></body></html>`
  );
}

/** A page the renderer would answer: the catch-all route, not a file (an asset, Vite's /@… and /src/… modules in development). */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.routeOptions.url !== '/*' || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  return !/\.[A-Za-z0-9]+$/.test(pathname) && !pathname.startsWith('/@') && !pathname.startsWith('/node_modules/');
}

/** The route label: the page catch-all as `page`, the proxy's `/c/*`…, the server's own routes as they are. */
function routeOf(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return '(unmatched)';
  if (route === '/*') return isPageRequest(request) ? 'page' : 'file';
  return route;
}

const PROBES = new Set(['/system/live', '/system/ready', '/metrics']);
const STARTED = Symbol('siteRequestStarted');
type TimedRequest = FastifyRequest & { [STARTED]?: bigint };

/** Registers the hooks and routes; call right after creating the app (before the proxy and the pages). */
export function registerSiteOperations(app: FastifyInstance, options: SiteOperations): void {
  const { site, metrics, readiness } = options;

  app.addHook('onRequest', async (request, reply) => {
    (request as TimedRequest)[STARTED] = process.hrtime.bigint();
    void reply.header(REQUEST_ID_HEADER, request.id);
    if (readiness && isPageRequest(request) && !(await readiness.readyForRequest())) {
      // answered before the server's own header hook runs: the same security headers, set here
      void reply.headers(BASE_HEADERS);
      if (request.headers['x-forwarded-proto'] === 'https') void reply.header('strict-transport-security', HSTS);
      return reply
        .code(503)
        .header('retry-after', String(STARTING_RETRY_SECONDS))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(startingPage(readiness.state));
    }
    return undefined;
  });

  // once draining, every answer (those begun before too) closes its connection: none is left idle to wait out its keep-alive
  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness?.state === 'draining') void reply.header('connection', 'close');
    return payload;
  });

  app.addHook('onResponse', async (request, reply: FastifyReply) => {
    const started = (request as TimedRequest)[STARTED];
    const seconds = started === undefined ? 0 : Number(process.hrtime.bigint() - started) / 1e9;
    metrics?.request(site, request.method, routeOf(request), reply.statusCode, seconds);
    // probes and scrapes are answered every few seconds: their answers are their record
    if (!options.accessLog || PROBES.has(request.url.split('?', 1)[0] ?? '')) return;
    const line = { method: request.method, path: safePath(request.url), status: reply.statusCode, ms: Math.round(seconds * 10_000) / 10 };
    // a 503 is the starting page or an API that is away (its own lines say why): a warning, not an error
    if (reply.statusCode === 503) request.log.warn(line, 'request');
    else if (reply.statusCode >= 500) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  });

  // Fastify's own error lines are off with its request lines (server.ts): a failed request's error is logged here
  app.addHook('onError', async (request, _reply, error) => {
    if (options.accessLog) request.log.error({ err: error, path: safePath(request.url) }, 'request failed');
  });

  app.get('/system/live', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live', site }));

  app.get('/system/ready', async (_request, reply) => {
    const ready = readiness ? await readiness.readyForRequest() : true;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : (readiness?.state ?? 'ready'), site });
  });

  app.get('/metrics', async (request, reply) => {
    const refusal = metricsRefusal(request.raw, options.metricsToken);
    if (!metrics || refusal) {
      return reply
        .code(metrics ? 403 : 404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${refusal ?? 'metrics are off'}\n`);
    }
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
