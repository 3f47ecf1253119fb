#!/usr/bin/env node
// The sites' server: `tsx src/main.ts --site web [--dev]`, or `--site all` for every site in one process.
//   --site admin the operator console (apps/admin, port 4203): a client-rendered app, every page path
//               its index.html, no server rendering (console.ts)
//   production  renders with the built server entry and serves apps/<site>/dist/client
//   --dev       renders through Vite's middleware mode (hot reload), so developers see what ships
//   --site all  (production) one process, one port: the Host header picks the site; SHOPPER_HOSTS and
//               MORE_REWARDS_HOSTS list the co-brands' hosts (shopper.localhost and
//               more-rewards.localhost by default), ADMIN_HOSTS the console's (admin.localhost), any
//               other host gets the core site
// Settings: PORT (the site's own by default, ADMIN_PORT for the console; 4200 for all), HOST (127.0.0.1), API_ORIGIN
// (http://127.0.0.1:3333), SITE_ORIGIN_<SITE> or SITE_ORIGIN (the canonical origin), PAGE_CACHE_TTL_MS
// (production: anonymous pages rendered at most once per this many ms per path and catalogue version;
// 5000, 0 turns it off), HTTP_HEADERS_TIMEOUT_MS (10000), HTTP_REQUEST_TIMEOUT_MS (30000) and
// HTTP_KEEP_ALIVE_TIMEOUT_MS (5000): slow clients are cut off (timeouts.ts). LOG_LEVEL (info): JSON access
// and error lines (logging.ts). METRICS_TOKEN: /metrics wants it as a Bearer token (unset: loopback only).
// SHUTDOWN_DRAIN_MS (1000) and SHUTDOWN_DEADLINE_MS (10000): SIGTERM drains, then closes (@rewards/server-runtime).
// Pages wait for the API: until GET <API_ORIGIN>/system/ready answers 200, a page is a 503 "starting"
// page (operations.ts, readiness.ts).
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { closeOnlyAnsweredIdleConnections, installGracefulShutdown, shutdownSettingsFromEnv, type ShutdownSettings } from '@rewards/server-runtime';
import { DEFAULT_SITE_HOSTS, hostDispatcher, parseHostList, SITES, type HostMap, type Site } from './hosts';
import { createSiteMetrics, timedPages } from './metrics';
import { SiteReadiness } from './readiness';
import { builtConsolePages, createConsoleServer, type ConsolePages } from './console';
import { API_PATH_PREFIXES, builtPages, createSiteServer, type PageSource, type RendererSettings, type ServerEntry } from './server';
import { httpTimeoutsFromEnv, type HttpTimeouts } from './timeouts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ports: Record<Site, number> = { web: 4200, shopper: 4201, 'more-rewards': 4202, admin: Number(process.env['ADMIN_PORT'] || 4203) };

const args = process.argv.slice(2);
const chosen = args[args.indexOf('--site') + 1] ?? '';
const all = chosen === 'all';
const dev = args.includes('--dev');
if (!(all || chosen in ports) || (all && dev)) {
  console.error(`Usage: site-server --site ${SITES.join('|')} [--dev], or --site all (production)`);
  process.exit(2);
}
const host = process.env['HOST'] ?? '127.0.0.1';
const apiOrigin = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';
// MEMBER_RENDER_KEY (the API's too) lets the sites render a signed-in member's page; outside
// production the public development key is used when it is unset (see docs/server-rendering.md).
const renderer: RendererSettings = { apiOrigin, production: process.env['NODE_ENV'] === 'production', ...(process.env['MEMBER_RENDER_KEY'] ? { memberRenderKey: process.env['MEMBER_RENDER_KEY'] } : {}) };
const pageCacheTtlMs = Math.max(0, Math.min(60_000, Number(process.env['PAGE_CACHE_TTL_MS'] ?? 5000) || 0));
let timeouts: HttpTimeouts;
let shutdown: ShutdownSettings;
try {
  timeouts = httpTimeoutsFromEnv(process.env);
  shutdown = shutdownSettingsFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const hosts: HostMap = {
  shopper: parseHostList(process.env['SHOPPER_HOSTS'], DEFAULT_SITE_HOSTS.shopper),
  'more-rewards': parseHostList(process.env['MORE_REWARDS_HOSTS'], DEFAULT_SITE_HOSTS['more-rewards']),
  admin: parseHostList(process.env['ADMIN_HOSTS'], DEFAULT_SITE_HOSTS.admin),
};

/** The site's canonical origin: its own setting (SITE_ORIGIN_WEB, …), else SITE_ORIGIN for a one-site process, else where it listens. */
function originOf(site: Site, port: number): string {
  const own = process.env[`SITE_ORIGIN_${site.replace('-', '_').toUpperCase()}`] ?? (all ? undefined : process.env['SITE_ORIGIN']);
  const local = all && site !== 'web' ? `http://${hosts[site][0]}:${port}` : `http://localhost:${port}`;
  return (own ?? local).replace(/\/$/, '');
}

const logLevel = process.env['LOG_LEVEL'] ?? 'info';
const metricsToken = process.env['METRICS_TOKEN'] || undefined;
// one registry for the process: with --site all, every site's series carry their site label
const metrics = createSiteMetrics();
const readinesses: SiteReadiness[] = [];

/** Readiness (the API ready, the pages loaded), metrics and logs for one site. */
function operationsFor(site: Site, pages: PageSource) {
  return { ...consoleOperations(site, () => Promise.all([pages.template('/'), pages.render()])), pages: timedPages(pages, site, metrics) };
}

/** Readiness (the API ready, the page loaded), metrics and logs, without a renderer to time (the console). */
function consoleOperations(site: Site, pagesLoaded: () => Promise<unknown>) {
  const readiness = new SiteReadiness({ apiOrigin, pagesLoaded });
  readinesses.push(readiness);
  metrics.watchReadiness(site, () => readiness.ready);
  return { logger: { level: logLevel }, operations: { metrics, readiness, ...(metricsToken ? { metricsToken } : {}) } };
}

/** A path the API answers (`/c`, `/c/…`, `/c?…`, …), not a page that merely starts the same (`/categories`). */
function isApiPath(url: string): boolean {
  return API_PATH_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

/** The operator console: its build in production; in development Vite's middleware, as for the sites (no server entry). */
async function consoleServer(): Promise<FastifyInstance> {
  const appDir = path.join(root, 'apps', 'admin');
  if (!dev) {
    const clientDir = path.join(appDir, 'dist');
    const pages = builtConsolePages(clientDir);
    return createConsoleServer({ site: 'admin', apiOrigin, ...consoleOperations('admin', () => pages.template('/')), pages, clientDir, csp: true, timeouts });
  }
  const { createServer } = await import('vite');
  let vite: Awaited<ReturnType<typeof createServer>> | undefined;
  const pages: ConsolePages = {
    template: async (url) => vite!.transformIndexHtml(url, await fs.readFile(path.join(appDir, 'index.html'), 'utf8')),
    fixStack: (error) => vite?.ssrFixStacktrace(error),
  };
  const beforeRoutes = async (app: FastifyInstance) => {
    vite = await createServer({ root: appDir, configFile: path.join(appDir, 'vite.config.ts'), appType: 'custom', server: { middlewareMode: true, hmr: { server: app.server } } });
    await app.register(middie);
    app.use((request: IncomingMessage, response: ServerResponse, next: () => void) => (isApiPath(request.url ?? '/') ? next() : vite!.middlewares(request, response, next)));
  };
  return createConsoleServer({ site: 'admin', apiOrigin, ...consoleOperations('admin', () => pages.template('/')), pages, beforeRoutes, csp: false, timeouts });
}

async function siteServer(site: Site, port: number): Promise<FastifyInstance> {
  if (site === 'admin') return consoleServer();
  const appDir = path.join(root, 'apps', site);
  const origin = originOf(site, port);
  if (!dev) return createSiteServer({ site, origin, apiOrigin, ...operationsFor(site, builtPages(appDir, renderer, origin)), csp: true, clientDir: path.join(appDir, 'dist/client'), pageCacheTtlMs, timeouts });

  const { createServer } = await import('vite');
  let vite: Awaited<ReturnType<typeof createServer>> | undefined;
  const pages: PageSource = {
    template: async (url) => ({ html: await vite!.transformIndexHtml(url, await fs.readFile(path.join(appDir, 'index.html'), 'utf8')) }),
    render: async () => ((await vite!.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry).createRenderer(renderer),
    files: async () => ((await vite!.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry).createFiles({ apiOrigin, origin }),
    fixStack: (error) => vite?.ssrFixStacktrace(error),
  };
  const beforeRoutes = async (app: FastifyInstance) => {
    vite = await createServer({
      root: appDir,
      configFile: path.join(appDir, 'vite.config.ts'),
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    await app.register(middie);
    // the API's paths go to the site server's own proxy, as in production (the request id, the visitor's
    // address, the access line), never to Vite's proxy of the same paths (tools/vite/site.js)
    app.use((request: IncomingMessage, response: ServerResponse, next: () => void) => (isApiPath(request.url ?? '/') ? next() : vite!.middlewares(request, response, next)));
  };
  return createSiteServer({ site, origin, apiOrigin, ...operationsFor(site, pages), beforeRoutes, csp: false, timeouts });
}

if (all) {
  const port = Number(process.env['PORT'] ?? ports.web);
  const apps = Object.fromEntries(await Promise.all(SITES.map(async (site) => [site, await siteServer(site, port)] as const))) as Record<Site, FastifyInstance>;
  await Promise.all(Object.values(apps).map((app) => app.ready()));
  const server = hostDispatcher(apps, hosts, timeouts);
  closeOnlyAnsweredIdleConnections(server);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  for (const readiness of readinesses) readiness.start();
  apps.web.log.info({ port }, `every site on http://localhost:${port}/ by Host (shopper: ${hosts.shopper.join(', ')}; more-rewards: ${hosts['more-rewards'].join(', ')}; admin: ${hosts.admin.join(', ')})`);
  installGracefulShutdown({
    settings: shutdown,
    logger: apps.web.log,
    markDraining: () => readinesses.forEach((readiness) => readiness.markDraining()),
    close: async () => {
      // no new connections, idle ones closed; those answering finish (each answer closes its connection)
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      await Promise.all(Object.values(apps).map((app) => app.close()));
    },
  });
} else {
  const site = chosen as Site;
  const port = Number(process.env['PORT'] ?? ports[site]);
  const app = await siteServer(site, port);
  await app.listen({ port, host });
  for (const readiness of readinesses) readiness.start();
  app.log.info({ port }, `${site} ${dev ? 'dev' : 'production'} server on http://localhost:${port}/`);
  const { claimSignals } = installGracefulShutdown({
    settings: shutdown,
    logger: app.log,
    markDraining: () => readinesses.forEach((readiness) => readiness.markDraining()),
    close: () => app.close(),
  });
  // in development, the pages' first load starts Vite's style compiler, which installs its own SIGTERM exit
  for (const readiness of readinesses) void readiness.whenPagesLoaded().then(claimSignals);
}
