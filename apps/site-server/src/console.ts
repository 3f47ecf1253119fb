// The operator console's server (site `admin`): a client-rendered single-page app, so every page
// path answers the same index.html and the browser renders; the built assets, the API proxy, the
// security headers and the operations routes are the sites' own (server.ts). Staff pages are never
// public: every answer says noindex, the page is never stored by any cache, and its policy allows
// only the console's own scripts (the built page has no inline script, so it needs no nonce).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createBaseServer, serveBuiltAssets, type BaseServerOptions } from './server';

/** Where the page comes from: the built index.html, or Vite's transform of the source one in development. */
export interface ConsolePages {
  template(url: string): Promise<string>;
  /** Shown instead of a 500 page while developing. */
  fixStack?(error: Error): void;
}

export interface ConsoleServerOptions extends BaseServerOptions {
  pages: ConsolePages;
  /** The build (apps/admin/dist): hashed assets immutable and precompressed (production only). */
  clientDir?: string;
  /** Registers Vite's middleware (development only). */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Send the page policy (production; Vite's development client injects inline scripts). */
  csp?: boolean;
}

/**
 * The console page's policy: scripts and styles from the console's origin only (style attributes
 * allowed, as React and the chart library set them), the API through the same origin, pdf.js's
 * worker from the console's origin (PDFs are drawn onto canvases, so the page frames nothing), never
 * framed by anyone.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'none'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const NOINDEX = 'noindex, nofollow';

/** A file's path (an extension, or Vite's and the build's folders), not a page: a missing one is a 404, never the page. */
export function isAssetPath(pathname: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(pathname) || /^\/(assets|@|src|node_modules)(\/|$)/.test(pathname) || pathname.startsWith('/@');
}

export async function createConsoleServer(options: ConsoleServerOptions): Promise<FastifyInstance> {
  const app = await createBaseServer(options);
  app.addHook('onRequest', async (_request, reply) => void reply.header('x-robots-tag', NOINDEX));
  if (options.beforeRoutes) await options.beforeRoutes(app);
  if (options.clientDir) await serveBuiltAssets(app, options.clientDir);

  app.get('/robots.txt', async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send('User-agent: *\nDisallow: /\n'));

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (isAssetPath(pathname)) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');
    try {
      const html = await options.pages.template(request.url);
      if (options.csp !== false) void reply.header('content-security-policy', CONSOLE_CSP);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    } catch (error) {
      options.pages.fixStack?.(error as Error);
      app.log.error({ err: error, url: request.url }, 'console page failed');
      return reply.code(500).header('cache-control', 'no-store').type('text/html; charset=utf-8').send('<!doctype html><html lang="en-IN"><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment.</p></html>');
    }
  });

  return app;
}

/** The built console: apps/admin/dist (index.html read once, the assets served from the folder). */
export function builtConsolePages(clientDir: string): ConsolePages {
  const template = fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
  // a missing build is the readiness check's to report (never ready), not an unhandled rejection that ends the process
  template.catch(() => undefined);
  return { template: () => template };
}
