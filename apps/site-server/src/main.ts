#!/usr/bin/env node
// The sites' server: `tsx src/main.ts --site web [--dev]`, or `--site all` for every site in one process.
//   production  renders with the built server entry and serves apps/<site>/dist/client
//   --dev       renders through Vite's middleware mode (hot reload), so developers see what ships
//   --site all  (production) one process, one port: the Host header picks the site; SHOPPER_HOSTS and
//               MORE_REWARDS_HOSTS list the co-brands' hosts (shopper.localhost and
//               more-rewards.localhost by default), any other host gets the core site
// Settings: PORT (the site's own by default; 4200 for all), HOST (127.0.0.1), API_ORIGIN
// (http://127.0.0.1:3333), SITE_ORIGIN_<SITE> or SITE_ORIGIN (the canonical origin), PAGE_CACHE_TTL_MS
// (production: anonymous pages rendered at most once per this many ms per path and catalogue version;
// 5000, 0 turns it off), HTTP_HEADERS_TIMEOUT_MS (10000), HTTP_REQUEST_TIMEOUT_MS (30000) and
// HTTP_KEEP_ALIVE_TIMEOUT_MS (5000): slow clients are cut off (timeouts.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_HOSTS, hostDispatcher, parseHostList, SITES, type HostMap, type Site } from './hosts';
import { builtPages, createSiteServer, type PageSource, type ServerEntry } from './server';
import { httpTimeoutsFromEnv, type HttpTimeouts } from './timeouts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ports: Record<Site, number> = { web: 4200, shopper: 4201, 'more-rewards': 4202 };

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
const pageCacheTtlMs = Math.max(0, Math.min(60_000, Number(process.env['PAGE_CACHE_TTL_MS'] ?? 5000) || 0));
let timeouts: HttpTimeouts;
try {
  timeouts = httpTimeoutsFromEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const hosts: HostMap = {
  shopper: parseHostList(process.env['SHOPPER_HOSTS'], DEFAULT_SITE_HOSTS.shopper),
  'more-rewards': parseHostList(process.env['MORE_REWARDS_HOSTS'], DEFAULT_SITE_HOSTS['more-rewards']),
};

/** The site's canonical origin: its own setting (SITE_ORIGIN_WEB, …), else SITE_ORIGIN for a one-site process, else where it listens. */
function originOf(site: Site, port: number): string {
  const own = process.env[`SITE_ORIGIN_${site.replace('-', '_').toUpperCase()}`] ?? (all ? undefined : process.env['SITE_ORIGIN']);
  const local = all && site !== 'web' ? `http://${hosts[site][0]}:${port}` : `http://localhost:${port}`;
  return (own ?? local).replace(/\/$/, '');
}

async function siteServer(site: Site, port: number): Promise<FastifyInstance> {
  const appDir = path.join(root, 'apps', site);
  const origin = originOf(site, port);
  if (!dev) return createSiteServer({ site, origin, apiOrigin, pages: builtPages(appDir, apiOrigin, origin), csp: true, clientDir: path.join(appDir, 'dist/client'), pageCacheTtlMs, timeouts });

  const { createServer } = await import('vite');
  let vite: Awaited<ReturnType<typeof createServer>> | undefined;
  const pages: PageSource = {
    template: async (url) => ({ html: await vite!.transformIndexHtml(url, await fs.readFile(path.join(appDir, 'index.html'), 'utf8')) }),
    render: async () => ((await vite!.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry).createRenderer({ apiOrigin }),
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
    app.use(vite.middlewares);
  };
  return createSiteServer({ site, origin, apiOrigin, pages, beforeRoutes, csp: false, timeouts });
}

if (all) {
  const port = Number(process.env['PORT'] ?? ports.web);
  const apps = Object.fromEntries(await Promise.all(SITES.map(async (site) => [site, await siteServer(site, port)] as const))) as Record<Site, FastifyInstance>;
  await Promise.all(Object.values(apps).map((app) => app.ready()));
  const server = hostDispatcher(apps, hosts, timeouts);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  console.log(`every site on http://localhost:${port}/ by Host (shopper: ${hosts.shopper.join(', ')}; more-rewards: ${hosts['more-rewards'].join(', ')})`);
  const close = () => server.close(() => void Promise.all(Object.values(apps).map((app) => app.close())).then(() => process.exit(0)));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, close);
} else {
  const site = chosen as Site;
  const port = Number(process.env['PORT'] ?? ports[site]);
  const app = await siteServer(site, port);
  await app.listen({ port, host });
  console.log(`${site} ${dev ? 'dev' : 'production'} server on http://localhost:${port}/`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
}
