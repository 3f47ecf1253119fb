#!/usr/bin/env node
// Bundles the site server for production (`npm run build` in apps/site-server): src/main.ts and the
// workspace code it imports become one ES module, dist/main.js, that plain Node runs without tsx.
// Every npm package stays an import Node resolves from node_modules (the deployable's production
// dependencies, tools/artifacts.mjs). The development path (`--dev`, Vite's middleware) is a dynamic
// import of `vite`, kept external here: it is never loaded in production, and vite, a development
// dependency, is absent from the deployable (`--dev` there stops with Node's "Cannot find package 'vite'").
// The esbuild set-up is the servers' shared one (tools/bundle-server.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '@rewards/tools/bundle';

await bundleServer({ root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), entryPoints: { main: 'src/main.ts' } });
