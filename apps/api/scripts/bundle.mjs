#!/usr/bin/env node
// Bundles the API for production (`npm run build` in apps/api): the server, and the process the
// read benchmark loads, each one ES module in dist/ that plain Node runs without tsx (tsx's loader
// and esbuild service hold about 36 MB in every process). Only our own code is bundled (the API
// and the workspace libs, which are TypeScript sources); every package from npm stays an import
// that Node resolves from apps/api/node_modules, as it does from the sources. The esbuild set-up is
// the servers' shared one (tools/bundle-server.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '@rewards/tools/bundle';

await bundleServer({
  root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
  entryPoints: { server: 'src/server.ts', 'bench-api-process': 'bench/api-process.ts' },
});
