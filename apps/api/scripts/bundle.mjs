#!/usr/bin/env node
/* global console -- a Node script; the shared ESLint config gives Node globals to tools/ only */
// Bundles the API for production (`npm run build` in apps/api): the server, and the process the
// read benchmark loads, each one ES module in dist/ that plain Node runs without tsx (tsx's loader
// and esbuild service hold about 36 MB in every process). Only our own code is bundled (the API
// and the workspace libs, which are TypeScript sources); every package from npm stays an import
// that Node resolves from apps/api/node_modules, as it does from the sources.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bare imports that are not the workspace's own stay imports. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@rewards/') ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: apiRoot,
  entryPoints: { server: 'src/server.ts', 'bench-api-process': 'bench/api-process.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
  metafile: true,
});
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
for (const [file, { bytes }] of outputs) console.log(`${file}  ${(bytes / 1024).toFixed(0)} kB`);
console.log(`bundled in ${Date.now() - started} ms`);
