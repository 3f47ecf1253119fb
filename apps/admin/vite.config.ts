// The operator console: a client-rendered single-page app (staff pages are never public, so nothing
// is rendered on the server). Built to dist/, which the site server serves as the site `admin`
// (index.html for every page path, the hashed assets immutable and precompressed). `vite` alone
// (port 4203) proxies the API paths like the sites' configs; `npm start` serves it through the site
// server's Vite middleware instead, whose own proxy answers them.
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { API_PATH_PREFIXES, API_PORT } from '@rewards/tools/vite';

const CONSOLE_PORT = 4203;
const apiTarget = process.env['API_PROXY_TARGET'] ?? process.env['API_ORIGIN'] ?? `http://127.0.0.1:${API_PORT}`;
const proxy = { [`^(${API_PATH_PREFIXES.map((prefix) => prefix.replace(/\//g, '\\/')).join('|')})`]: { target: apiTarget, changeOrigin: false, xfwd: true } };

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: CONSOLE_PORT, strictPort: true, host: '127.0.0.1', proxy },
  preview: { port: CONSOLE_PORT, strictPort: true, host: '127.0.0.1', proxy },
  // The manifest lets tools/size.mjs measure the entry; source maps are written for error tools but
  // never referenced or served (the site server refuses *.map).
  build: { outDir: 'dist', sourcemap: 'hidden', reportCompressedSize: false, manifest: true, emptyOutDir: true },
});
