// The API's reference at /docs: the contract rendered by Scalar's standalone bundle, which the API
// serves itself from node_modules, so nothing is fetched from the internet at run time (the page's
// policy allows only this origin; Scalar's default fonts are turned off). The contract it shows is
// the one the API routes, development helpers included only where they exist.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { OpenApiDocument } from '../../contract';
import { escapeHtml, htmlDocument } from '../../http/html';

const require = createRequire(import.meta.url);

/** Scalar's one-file browser build and its version (part of the bundle's URL, so it may be cached for good). */
function scalarBundle(): { version: string; file: string } {
  const main = require.resolve('@scalar/api-reference');
  const root = path.resolve(path.dirname(main), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return { version, file: path.join(root, 'dist', 'browser', 'standalone.js') };
}

export const DOCS_PATH = '/docs';
export const DOCS_CONTRACT_PATH = '/docs/openapi.json';

/** The page's policy: Scalar's bundle and our nonce'd start-up script; styles it injects at run time; data from this origin only. */
export function docsPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Scalar writes its theme into style elements and attributes as it renders.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function docsPage(title: string, bundlePath: string, nonce: string): string {
  // Nothing that talks to Scalar's services: no fonts, telemetry, AI agent or MCP generator.
  const options = { url: DOCS_CONTRACT_PATH, withDefaultFonts: false, telemetry: false, showDeveloperTools: 'never', agent: { disabled: true }, mcp: { disabled: true } };
  return htmlDocument({
    title: `${escapeHtml(title)} · reference`,
    body: `<div id="app"></div>
<script src="${bundlePath}"></script>
<script nonce="${nonce}">Scalar.createApiReference('#app', ${JSON.stringify(options)});</script>`,
  });
}

export function createDocsModule(specification: OpenApiDocument) {
  const bundle = scalarBundle();
  const bundlePath = `/docs/scalar-${bundle.version}.js`;
  let source: { raw: Buffer; gzip: Buffer } | undefined;
  const title = String((specification.info as { title?: unknown } | undefined)?.title ?? 'API');
  const contract = JSON.stringify(specification);

  return {
    bundlePath,
    async register(app: FastifyInstance): Promise<void> {
      app.get(DOCS_PATH, async (_request, reply) => {
        const nonce = randomBytes(16).toString('base64');
        return reply.type('text/html; charset=utf-8').header('content-security-policy', docsPolicy(nonce)).send(docsPage(title, bundlePath, nonce));
      });
      app.get(DOCS_CONTRACT_PATH, async (_request, reply) => reply.type('application/json; charset=utf-8').send(contract));
      app.get(bundlePath, async (request, reply) => {
        // Read and compressed once, on the first visit: most API processes never serve it.
        if (!source) {
          const raw = fs.readFileSync(bundle.file);
          source = { raw, gzip: zlib.gzipSync(raw, { level: 9 }) };
        }
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        void reply.type('text/javascript; charset=utf-8').header('vary', 'accept-encoding');
        if (gzip) void reply.header('content-encoding', 'gzip');
        return reply.send(gzip ? source.gzip : source.raw);
      });
    },
  };
}
