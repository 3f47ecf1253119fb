#!/usr/bin/env node
// The deployables: `node tools/artifacts.mjs` (after `npm run build`) writes dist/artifacts/api and
// dist/artifacts/site, each a directory that runs with plain Node after `npm ci --omit=dev` in it:
//
//   api/   apps/api/dist/server.js       the API bundle (apps/api/scripts/bundle.mjs)
//          vendor/@scalar/api-reference  the one file of Scalar the API serves (TRIMMED below)
//          apps/api/dist/{load,enrol}.js the operator commands (docs/production-data.md), bundled here
//          apps/api/{drizzle,src/seed}   the migrations, the offer images and the sample catalogue
//          openapi/openapi.yaml          the contract the API routes by
//   site/  apps/site-server/dist/main.js the site server bundle (apps/site-server/scripts/bundle.mjs)
//          apps/<site>/dist/{client,server} each site's browser files and server renderer (Vite)
//          apps/admin/dist               the operator console's browser files (client-rendered, no renderer)
//
// Each has a package.json naming exactly the npm packages its code imports (the workspace's declared
// dependencies, followed through the @rewards/* libraries it uses), at the versions the root
// package-lock.json holds, and a package-lock.json cut from the root one: the same versions `npm test`
// ran, installed by `npm ci` without asking the registry to resolve anything. The layout mirrors the
// repository's (apps/…), so the bundles find their files the way they do in the repository.
// A bare import in a bundle that is not a declared dependency stops this script (exit 1).
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ARTIFACTS_DIR = path.join(root, 'dist', 'artifacts');
export const SITES = ['web', 'shopper', 'more-rewards'];

/**
 * Packages the server reads one built file of, and never imports: the deployable holds that file in a
 * trimmed copy of the package (vendor/<name>, a `file:` dependency) instead of the package and its
 * tree. The API serves Scalar's one-file browser build at /docs (src/modules/docs/module.ts finds it
 * with require.resolve); the full package brings 250 MB of dependencies for its Vue components.
 */
const TRIMMED = { '@scalar/api-reference': ['dist/browser/standalone.js'] };

/** Packages a bundle may import that are not installed in production: the site server's `--dev` path. */
const DEVELOPMENT_ONLY_IMPORTS = new Set(['vite']);

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every workspace package by name: its directory (relative to the root) and manifest. */
function workspaces() {
  const found = new Map();
  for (const parent of ['apps', 'libs']) {
    for (const name of fs.readdirSync(path.join(root, parent))) {
      const manifest = path.join(root, parent, name, 'package.json');
      if (fs.existsSync(manifest)) found.set(readJson(manifest).name, { dir: `${parent}/${name}`, manifest: readJson(manifest) });
    }
  }
  return found;
}

/** The npm packages the given workspaces depend on, through the @rewards/* ones they use: name → the directory it resolves from. */
export function npmDependencies(names, all = workspaces()) {
  const seen = new Set();
  const wanted = new Map();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const workspace = all.get(name);
    if (!workspace) throw new Error(`${name} is not a workspace package`);
    for (const dependency of Object.keys(workspace.manifest.dependencies ?? {})) {
      if (all.has(dependency)) visit(dependency);
      else if (!wanted.has(dependency)) wanted.set(dependency, workspace.dir);
    }
  };
  for (const name of names) visit(name);
  return wanted;
}

/** Where Node (and npm's lock) finds `name` from the package at `from` (a lock key such as "node_modules/a" or "apps/api"). */
function resolveInLock(packages, name, from) {
  let dir = from;
  for (;;) {
    const candidate = dir === '' ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
    if (packages[candidate] && !packages[candidate].link) return candidate;
    if (dir === '') return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut >= 0 ? dir.slice(0, cut) : '';
  }
}

const LOCK_FIELDS = ['version', 'resolved', 'integrity', 'license', 'dependencies', 'optionalDependencies', 'peerDependencies', 'peerDependenciesMeta', 'bin', 'engines', 'os', 'cpu', 'libc', 'hasInstallScript', 'funding'];

/**
 * The part of the root lock a deployable needs: the packages reachable from `roots` (name → the lock
 * key of the workspace it is declared in), through their dependencies, optional dependencies and
 * required peers. Packages nested under a workspace (apps/api/node_modules/x, where the
 * API needs another version than the root's) move to the deployable's node_modules/x; a package whose
 * place is then taken by another version is nested under the package that needs it, as npm would.
 */
export function lockSubset(lock, roots) {
  const { packages } = lock;
  const origin = {};
  const optionalOnly = new Map();
  const queue = [];
  const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
  /** Places the package at lock key `key`, needed by the package placed at `parent` (undefined: the deployable itself). */
  const place = (key, optional, parent) => {
    // a package nested under the one that needs it stays under it, wherever that one was placed
    const parentKey = parent === undefined ? undefined : origin[parent];
    let target = parentKey && key.startsWith(`${parentKey}/node_modules/`) ? parent + key.slice(parentKey.length) : key.replace(/^(apps|libs)\/[^/]+\//, '');
    if (origin[target] && packages[origin[target]].version !== packages[key].version) {
      if (parent === undefined) throw new Error(`two versions meet at ${target}: ${origin[target]} and ${key}`);
      target = `${parent}/node_modules/${nameOf(key)}`;
    }
    if (!origin[target]) {
      origin[target] = key;
      optionalOnly.set(target, optional);
      queue.push(target);
    } else if (!optional) optionalOnly.set(target, false);
  };
  const directVersions = {};
  // Workspace-nested versions first: they are what the deployable's own code imports.
  const resolved = roots.map(([name, from]) => {
    const key = resolveInLock(packages, name, from);
    if (!key) throw new Error(`${name} (declared in ${from}) is not in package-lock.json; run npm install`);
    return [name, key];
  });
  resolved.sort(([, a], [, b]) => Number(b.startsWith('node_modules/') === false) - Number(a.startsWith('node_modules/') === false));
  for (const [name, key] of resolved) {
    directVersions[name] = packages[key].version;
    place(key, false, undefined);
  }
  while (queue.length > 0) {
    const target = queue.shift();
    const key = origin[target];
    const entry = packages[key];
    const optionalNames = new Set(Object.keys(entry.optionalDependencies ?? {}));
    const peerOptional = new Set(Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([name]) => name));
    // optional peers are left out, as npm leaves them: installed only when something else depends on them
    const names = new Set([...Object.keys(entry.dependencies ?? {}), ...optionalNames, ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !peerOptional.has(name))]);
    for (const name of names) {
      const found = resolveInLock(packages, name, key);
      if (found) place(found, optionalNames.has(name) || optionalOnly.get(target), target);
      else if (!optionalNames.has(name)) throw new Error(`${key} needs ${name}, which package-lock.json does not hold`);
    }
  }
  const out = {};
  for (const target of Object.keys(origin).sort()) {
    const entry = packages[origin[target]];
    const kept = Object.fromEntries(LOCK_FIELDS.filter((field) => entry[field] !== undefined).map((field) => [field, entry[field]]));
    if (optionalOnly.get(target)) kept.optional = true;
    out[target] = kept;
  }
  return { packages: out, directVersions };
}

/** The npm package a bare specifier names ('@scope/name/sub' → '@scope/name'). */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
const builtins = new Set(builtinModules);

/** The bare imports in the server-side JavaScript under `dirs` (static `from`, `import()`, `export … from`). */
export function bareImports(dirs) {
  const found = new Set();
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.m?js$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(/(?:\bfrom[ \t]*|\bimport[ \t]*\([ \t]*|^import[ \t]*)["']([\w@][\w@/.:-]*)["']/gm)) {
          const specifier = match[1];
          if (specifier.startsWith('node:') || builtins.has(packageOf(specifier))) continue;
          found.add(packageOf(specifier));
        }
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

function copy(from, to) {
  if (!fs.existsSync(from)) throw new Error(`${path.relative(root, from)} is missing: run \`npm run build\` first`);
  // Not shipped: tests, and the browser bundles' source maps (hidden ones, for error tools; never served).
  fs.cpSync(from, to, { recursive: true, filter: (source) => !/\.test\.tsx?$/.test(source) && !/\/dist\/client\/.*\.map$/.test(source) });
}

/** Writes one deployable: its files, its package.json and its package-lock.json; answers what it wrote. */
async function writeArtifact({ name, dir, workspaceNames, files, serverCode, start, extra }) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const [from, to] of files) copy(path.join(root, from), path.join(dir, to));
  await extra?.(dir);

  const lock = readJson(path.join(root, 'package-lock.json'));
  const all = workspaces();
  const declared = npmDependencies(workspaceNames, all);
  const trimmed = [...declared.keys()].filter((dependency) => dependency in TRIMMED);
  const roots = [...declared].filter(([dependency]) => !(dependency in TRIMMED));
  const { packages, directVersions } = lockSubset(lock, roots);
  for (const dependency of trimmed) {
    const { version, license } = trimPackage(dependency, declared.get(dependency), dir);
    directVersions[dependency] = `file:vendor/${dependency}`;
    packages[`node_modules/${dependency}`] = { resolved: `vendor/${dependency}`, link: true };
    packages[`vendor/${dependency}`] = { name: dependency, version, license };
  }
  const dependencies = Object.fromEntries(Object.keys(directVersions).sort().map((dependency) => [dependency, directVersions[dependency]]));

  const undeclared = [...bareImports(serverCode.map((part) => path.join(dir, part)))].filter((specifier) => !(specifier in dependencies) && !DEVELOPMENT_ONLY_IMPORTS.has(specifier));
  if (undeclared.length > 0) throw new Error(`${name}: the bundles import ${undeclared.join(', ')}, which no package.json of ${workspaceNames.join(', ')} (or the libraries they use) declares`);

  const rootManifest = readJson(path.join(root, 'package.json'));
  const manifest = { name, version: '0.0.0', private: true, type: 'module', engines: rootManifest.engines, scripts: { start: start }, dependencies };
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const subsetLock = { name, version: '0.0.0', lockfileVersion: 3, requires: true, packages: { '': { name, version: '0.0.0', dependencies, engines: rootManifest.engines }, ...packages } };
  fs.writeFileSync(path.join(dir, 'package-lock.json'), `${JSON.stringify(subsetLock, null, 2)}\n`);
  return { name, dir, dependencies: Object.keys(dependencies).length, packages: Object.keys(packages).length, bytes: sizeOf(dir) };
}

/** Writes vendor/<name> in the deployable: the package's manifest (its entry a stub), licence and the files TRIMMED names. */
function trimPackage(name, from, dir) {
  // the package's directory: up from its entry to the package.json that names it (its exports hide package.json)
  let source = path.dirname(createRequire(path.join(root, from, 'package.json')).resolve(name));
  while (!(fs.existsSync(path.join(source, 'package.json')) && readJson(path.join(source, 'package.json')).name === name)) source = path.dirname(source);
  const original = readJson(path.join(source, 'package.json'));
  const target = path.join(dir, 'vendor', name);
  for (const file of TRIMMED[name]) fs.cpSync(path.join(source, file), path.join(target, file));
  for (const licence of fs.readdirSync(source).filter((file) => /^licen[cs]e/i.test(file))) fs.cpSync(path.join(source, licence), path.join(target, licence));
  const main = 'dist/index.js';
  fs.writeFileSync(path.join(target, main), `// ${name} ${original.version}, trimmed by tools/artifacts.mjs to ${TRIMMED[name].join(', ')}: nothing imports it.\nexport {};\n`);
  const manifest = { name, version: original.version, license: original.license, type: 'module', main: `./${main}`, exports: { '.': `./${main}`, './package.json': './package.json' } };
  fs.writeFileSync(path.join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { version: original.version, license: original.license };
}

function sizeOf(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}

/** The operator commands (`load`, `enrol`) bundled like the server (tools/bundle-server.mjs), into the API deployable. */
async function bundleOperatorCommands(dir) {
  const { bundleServer } = await import('./bundle-server.mjs');
  await bundleServer({ root: path.join(root, 'apps/api'), entryPoints: { load: 'src/load.ts', enrol: 'src/enrol.ts' }, outdir: path.join(dir, 'apps/api/dist'), sourcemap: false, report: false });
}

/** Writes both deployables; answers a line per deployable. */
export async function makeArtifacts() {
  const apiManifest = readJson(path.join(root, 'apps/api/package.json'));
  const written = [];
  written.push(
    await writeArtifact({
      name: 'rewards-api',
      dir: path.join(ARTIFACTS_DIR, 'api'),
      workspaceNames: ['@rewards/api'],
      serverCode: ['apps/api/dist'],
      start: 'node apps/api/dist/server.js',
      files: [
        ['apps/api/dist/server.js', 'apps/api/dist/server.js'],
        ['apps/api/dist/server.js.map', 'apps/api/dist/server.js.map'],
        ['apps/api/drizzle', 'apps/api/drizzle'],
        ['apps/api/src/seed/data', 'apps/api/src/seed/data'],
        ['apps/api/src/seed/media', 'apps/api/src/seed/media'],
        ['apps/api/src/operator/samples', 'apps/api/src/operator/samples'],
        ['openapi/openapi.yaml', 'openapi/openapi.yaml'],
      ],
      // The API finds its files from the package.json named @rewards/api above its bundle (src/api-root.ts).
      extra: async (dir) => {
        fs.writeFileSync(path.join(dir, 'apps/api/package.json'), `${JSON.stringify({ name: apiManifest.name, version: apiManifest.version, private: true, type: 'module' }, null, 2)}\n`);
        await bundleOperatorCommands(dir);
      },
    }),
  );
  written.push(
    await writeArtifact({
      name: 'rewards-site',
      dir: path.join(ARTIFACTS_DIR, 'site'),
      workspaceNames: ['@rewards/site-server', ...SITES.map((site) => `@rewards/${site}`)],
      // the browser's files (dist/client) hold no imports: Vite bundled them whole
      serverCode: ['apps/site-server/dist', ...SITES.map((site) => `apps/${site}/dist/server`)],
      start: 'node apps/site-server/dist/main.js --site all',
      files: [
        ['apps/site-server/dist/main.js', 'apps/site-server/dist/main.js'],
        ['apps/site-server/dist/main.js.map', 'apps/site-server/dist/main.js.map'],
        ...SITES.flatMap((site) => [
          [`apps/${site}/dist/client`, `apps/${site}/dist/client`],
          [`apps/${site}/dist/server`, `apps/${site}/dist/server`],
        ]),
        // the console (site `admin`, by Host admin.localhost or ADMIN_HOSTS): its build alone, nothing it imports at run time
        ['apps/admin/dist', 'apps/admin/dist'],
      ],
    }),
  );
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    for (const artifact of await makeArtifacts()) {
      console.log(`${path.relative(root, artifact.dir)}: ${(artifact.bytes / 1024 / 1024).toFixed(1)} MB of files, ${artifact.dependencies} dependencies (${artifact.packages} packages locked)`);
    }
    console.log(`artifacts written in ${Date.now() - started} ms; install one with \`npm ci --omit=dev\` inside it`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
