#!/usr/bin/env node
/* global process, console -- a Node script; the shared ESLint config gives Node globals to tools/ only */
// Runs drizzle-kit (hoisted to the repo root) so that it finds drizzle-orm, which npm installed
// only in apps/api/node_modules: drizzle-kit checks the ORM with a dynamic `import()`, which
// resolves from drizzle-kit's own folder and ignores NODE_PATH. A resolve hook redirects
// `drizzle-orm` specifiers to this package; NODE_PATH covers drizzle-kit's CommonJS requires.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * drizzle-kit writes foreign keys as `REFERENCES "public"."offers"` although the tables themselves
 * are unqualified. The tests run each file in its own PostgreSQL schema through `search_path`, so
 * the migrations must not name `public`: this strips that qualifier from every migration.
 */
function unqualifyMigrations() {
  const dir = path.join(apiRoot, 'drizzle');
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.sql'))) {
    const full = path.join(dir, file);
    const sql = fs.readFileSync(full, 'utf8');
    const fixed = sql.replaceAll('REFERENCES "public".', 'REFERENCES ');
    if (fixed !== sql) {
      fs.writeFileSync(full, fixed);
      console.log(`unqualified "public" references in drizzle/${file}`);
    }
  }
}

const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '..');

if (process.env.DRIZZLE_KIT_CHILD !== '1') {
  const require = createRequire(path.join(apiRoot, 'package.json'));
  const bin = path.join(path.dirname(path.dirname(require.resolve('drizzle-kit'))), 'drizzle-kit', 'bin.cjs');
  const result = spawnSync(process.execPath, ['--import', fileURLToPath(import.meta.url), bin, ...process.argv.slice(2)], {
    cwd: apiRoot,
    stdio: 'inherit',
    env: { ...process.env, DRIZZLE_KIT_CHILD: '1', NODE_PATH: path.join(apiRoot, 'node_modules') },
  });
  if (result.status === 0 && process.argv[2] === 'generate') unqualifyMigrations();
  process.exit(result.status ?? 1);
} else {
  const parentURL = pathToFileURL(path.join(apiRoot, 'package.json')).href;
  register(
    'data:text/javascript,' +
      encodeURIComponent(`
        export async function resolve(specifier, context, next) {
          if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
            return next(specifier, { ...context, parentURL: ${JSON.stringify(parentURL)} });
          }
          return next(specifier, context);
        }`),
  );
}
