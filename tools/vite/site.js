// The one Vite config every site uses: React, vanilla-extract, its port, and a proxy of the API
// paths to the API server so the browser talks to one origin in dev and in preview.
// Plain JavaScript (typed by site.d.ts) because Vite and the vanilla-extract plugin load config
// imports with Node itself, which cannot run TypeScript on Node 20.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';

export const API_PORT = 3333;
/** The paths the API answers; everything else is the site. */
export const API_PATH_PREFIXES = ['/c/', '/nc/', '/api/', '/static/', '/dev/'];

export const sitePorts = { web: 4200, shopper: 4201, 'more-rewards': 4202 };

function apiProxy(target) {
  const pattern = `^(${API_PATH_PREFIXES.map((prefix) => prefix.replace(/\//g, '\\/')).join('|')})`;
  // xfwd appends the browser's address to X-Forwarded-For: the API (TRUST_PROXY=1, one hop) counts
  // each browser's limits by its own address instead of the proxy's 127.0.0.1.
  return { [pattern]: { target, changeOrigin: false, xfwd: true } };
}

/**
 * Fewer, larger chunks: what the entry needs at start is one chunk, and the lazy code is grouped by
 * the routes that use it, with groups under 5 KB merged into their nearest neighbour. Each chunk a
 * page loads costs a request and main-thread work to start it (see docs/page-load-performance.md).
 */
const CODE_SPLITTING = {
  groups: [
    { name: 'start', tags: ['$initial'], priority: 20 },
    { name: 'lazy', entriesAware: true, entriesAwareMergeThreshold: 5_000, priority: 10 },
  ],
};

/**
 * The installable app's service worker (libs/app-shell/src/pwa/sw.ts), built with the site by
 * Workbox through vite-plugin-pwa into dist/client/sw.js, with the build's own files to precache:
 * the scripts, the stylesheet, fonts and images (not the precompressed copies, the maps or the page
 * template), and the site server's offline page, fetched again whenever any of them changed. The
 * page registers it itself (startApp), and the site server serves the manifest (appFiles.ts).
 * See docs/installable-app.md.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: fileURLToPath(new URL('../../libs/app-shell/src/pwa', import.meta.url)),
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    devOptions: { enabled: false },
    injectManifest: {
      globPatterns: ['**/*.{js,css,woff2,svg,png,webp}'],
      // not the Devanagari font (docs/languages.md): English readers never need it
      globIgnores: ['**/*.map', 'sw.js', 'workbox-*.js', '**/noto-sans-devanagari-*'],
      sourcemap: false,
      manifestTransforms: [
        (entries) => {
          const revision = createHash('sha256')
            .update(entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).join('\n'))
            .digest('hex')
            .slice(0, 16);
          // one offline page per language (libs/app-shell/src/pwa/caches.ts)
          const offline = ['en', 'hi'].map((language) => ({ url: `/offline.html?lang=${language}`, revision, size: 0 }));
          return { manifest: [...entries, ...offline], warnings: [] };
        },
      ],
    },
  });
}

/**
 * @param {keyof typeof sitePorts} site
 * @param {{ isSsrBuild?: boolean; command?: string; mode?: string }} [env] Vite's config env: the server entry builds to dist/server.
 */
export function siteConfig(site, env = {}) {
  const port = sitePorts[site];
  // The site server in development hands Vite its API_ORIGIN (npm start's API_PORT), so Vite's proxy, which
  // answers the API paths before the site server's own, reaches the same API.
  const apiTarget = process.env.API_PROXY_TARGET ?? process.env.API_ORIGIN ?? `http://127.0.0.1:${API_PORT}`;
  return {
    plugins: [react(), vanillaExtractPlugin(), ...(env.isSsrBuild ? [] : [serviceWorker()])],
    // Libraries' development-only code goes from the production bundle: Lingui's message compiler
    // (an ICU parser, about 4 KB gzip) runs only where NODE_ENV is not "production" (docs/languages.md).
    ...(env.command === 'build' && !env.isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(env.mode === 'development' ? 'development' : 'production') } } : {}),
    server: { port, strictPort: true, host: '127.0.0.1', proxy: apiProxy(apiTarget) },
    preview: { port, strictPort: true, host: '127.0.0.1', proxy: apiProxy(apiTarget) },
    // The browser's files go to dist/client, which the site server serves; the renderer to dist/server.
    // The manifest lets tools/size.mjs follow a route's chunk and its static imports. Source maps are
    // written for error tools but never referenced or served. One stylesheet for the whole site, so a
    // page rendered on the server is styled before any route chunk loads (docs/server-rendering.md).
    build: env.isSsrBuild
      ? { outDir: 'dist/server', sourcemap: true, reportCompressedSize: false, emptyOutDir: true }
      : {
          outDir: 'dist/client',
          sourcemap: 'hidden',
          reportCompressedSize: false,
          manifest: true,
          cssCodeSplit: false,
          emptyOutDir: true,
          rolldownOptions: { output: { codeSplitting: CODE_SPLITTING } },
        },
  };
}
