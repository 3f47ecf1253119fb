#!/usr/bin/env node
// `npm test`: every check the project has, in order, with the time each one took.
// Set TEST_DATABASE_URL to also run the API suite against a real PostgreSQL server, and the
// scale-out tests (two API processes on one database, apps/api/src/scale-out).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
delete env.DATABASE_URL; // the suites choose their database; a stray one must not leak into them
const nx = ['npx', 'nx', 'run-many', '--outputStyle=static', '--parallel=2'];

const steps = [
  ['contract types are current', ['node', 'tools/contract.mjs', 'check']],
  ['contract lint (Redocly)', ['npx', 'redocly', 'lint', 'openapi/openapi.yaml', '--format=summary']],
  ['lint with module boundaries', [...nx, '-t', 'lint']],
  ['typecheck', [...nx, '-t', 'typecheck']],
  // Test levels: unit and component (no database, no server), API (through the app on a database),
  // scale-out (API processes on PostgreSQL), stories (a browser), end-to-end (browser, sites, API).
  ['unit and component tests (no database)', [...nx, '-t', 'test', '--exclude=@rewards/api']],
  ['API unit tests (no database)', ['npm', 'run', 'test:unit', '--workspace', '@rewards/api']],
  ['API tests (PGlite)', ['npm', 'run', 'test:api', '--workspace', '@rewards/api']],
  ...(process.env.TEST_DATABASE_URL
    ? [
        ['API tests on PostgreSQL', ['npm', 'run', 'test:api', '--workspace', '@rewards/api'], { DATABASE_URL: process.env.TEST_DATABASE_URL }],
        ['two API instances on one PostgreSQL', ['npm', 'run', 'test:scale', '--workspace', '@rewards/api'], { DATABASE_URL: process.env.TEST_DATABASE_URL }],
      ]
    : []),
  ['production builds', [...nx, '-t', 'build']],
  ['bundle size budgets', ['node', 'tools/size.mjs', '--budget']],
  ['Chromium present', ['bash', 'tools/ensure-chromium.sh']],
  ['Storybook stories as tests', ['npm', 'run', 'storybook:test']],
  ['Storybook build', ['npm', 'run', 'storybook:build']],
  ['end-to-end (Playwright, three sites, real API)', ['npx', 'playwright', 'test', '--config', 'apps/e2e/playwright.config.ts']],
];

const results = [];
for (const [name, [cmd, ...args], extraEnv] of steps) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  results.push({ name, ok, seconds });
  console.log(`=== ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (!ok) break; // later steps build on earlier ones
}

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(48)} ${result.seconds.padStart(6)} s`);
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed + (steps.length - results.length);
console.log(`\nchecks: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
