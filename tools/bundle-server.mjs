// The one esbuild set-up of the Node servers' production bundles: the API (apps/api/scripts/bundle.mjs),
// the site server (apps/site-server/scripts/bundle.mjs) and the API's operator commands
// (tools/artifacts.mjs). Each entry becomes one ES module that plain Node 20 runs without tsx. Only
// our own code is bundled (the app and the workspace libs, which are TypeScript sources); every npm
// package stays an import that Node resolves from node_modules, as it does from the sources (in a
// deployable, its production dependencies: tools/artifacts.mjs).
import { build } from 'esbuild';

/** Bare imports that are not the workspace's own stay imports. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@rewards/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Bundles `entryPoints` (name → source, relative to `root`) into `outdir`. With `report`, prints each
 * bundle's size and the time taken, as `npm run build` shows them.
 */
export async function bundleServer({ root, entryPoints, outdir = 'dist', sourcemap = true, report = true }) {
  const started = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
    metafile: report,
  });
  if (report) {
    const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
    for (const [file, { bytes }] of outputs) console.log(`${file}  ${(bytes / 1024).toFixed(0)} kB`);
    console.log(`bundled in ${Date.now() - started} ms`);
  }
  return result;
}
