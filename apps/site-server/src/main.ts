#!/usr/bin/env node
// One site's server: `tsx src/main.ts --site web [--dev]`.
//   production  renders with the built server entry and serves apps/<site>/dist/client
//   --dev       renders through Vite's middleware mode (hot reload), so developers see what ships
// Settings: PORT (the site's own by default), HOST (127.0.0.1), API_ORIGIN (http://127.0.0.1:3333).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import middie from '@fastify/middie';
import { builtPages, createSiteServer, type PageSource, type ServerEntry } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sites = { web: 4200, shopper: 4201, 'more-rewards': 4202 } as const;
type Site = keyof typeof sites;

const args = process.argv.slice(2);
const site = args[args.indexOf('--site') + 1] as Site;
if (!(site in sites)) {
  console.error(`Usage: site-server --site ${Object.keys(sites).join('|')} [--dev]`);
  process.exit(2);
}
const dev = args.includes('--dev');
const appDir = path.join(root, 'apps', site);
const port = Number(process.env['PORT'] ?? sites[site]);
const host = process.env['HOST'] ?? '127.0.0.1';
const apiOrigin = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';
// Each site's own setting in a deployment (SITE_ORIGIN_WEB, …), or SITE_ORIGIN for a one-site process.
const origin = (process.env[`SITE_ORIGIN_${site.replace('-', '_').toUpperCase()}`] ?? process.env['SITE_ORIGIN'] ?? `http://localhost:${port}`).replace(/\/$/, '');

let pages: PageSource;
let beforeRoutes: Parameters<typeof createSiteServer>[0]['beforeRoutes'];
if (dev) {
  const { createServer } = await import('vite');
  let vite: Awaited<ReturnType<typeof createServer>> | undefined;
  beforeRoutes = async (app) => {
    vite = await createServer({
      root: appDir,
      configFile: path.join(appDir, 'vite.config.ts'),
      appType: 'custom',
      server: { middlewareMode: true, hmr: { server: app.server } },
    });
    await app.register(middie);
    app.use(vite.middlewares);
  };
  pages = {
    template: async (url) => ({ html: await vite!.transformIndexHtml(url, await fs.readFile(path.join(appDir, 'index.html'), 'utf8')) }),
    render: async () => ((await vite!.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry).createRenderer({ apiOrigin }),
    files: async () => ((await vite!.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry).createFiles({ apiOrigin, origin }),
    fixStack: (error) => vite?.ssrFixStacktrace(error),
  };
} else {
  pages = builtPages(appDir, apiOrigin, origin);
}

const app = await createSiteServer({ site, origin, apiOrigin, pages, beforeRoutes, csp: !dev, ...(dev ? {} : { clientDir: path.join(appDir, 'dist/client') }) });
await app.listen({ port, host });
console.log(`${site} ${dev ? 'dev' : 'production'} server on http://localhost:${port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
