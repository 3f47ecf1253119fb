#!/usr/bin/env node
// `npm test`: every check the project has, in order, with the time each one took.
// Set TEST_DATABASE_URL to also run the API suite against a real PostgreSQL server, and the
// scale-out tests (two API processes on one database, apps/api/src/scale-out).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
delete env.DATABASE_URL; // the suites choose their database; a stray one must not leak into them
const nx = ['npx', 'nx', 'run-many', '--outputStyle=static', '--parallel=2'];

// The date guard: the suites that read dates run again with the whole process's clock moved this far
// ahead (tools/clock-shift.mjs), so a test that compares a fixed date with the real clock, or a seed
// dated from another clock than the app's, fails on the day it is written rather than months later.
const CLOCK_SHIFT_DAYS = 400;
const shifted = { TEST_CLOCK_SHIFT_DAYS: String(CLOCK_SHIFT_DAYS), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${path.join(root, 'tools', 'clock-shift.mjs')}`.trim() };

/** The unit and component test files outside the API that deal in dates (paths from the root). */
function datedUnitTests() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bDate\b|\bnow\b|\d{4}-\d{2}-\d{2}/.test(fs.readFileSync(file, 'utf8'))) {
        files.push(path.relative(root, file));
      }
    }
  };
  const projectDirs = [...fs.readdirSync(path.join(root, 'libs')).map((name) => path.join(root, 'libs', name)), path.join(root, 'apps', 'site-server'), path.join(root, 'tools')];
  for (const dir of projectDirs) if (fs.existsSync(path.join(dir, 'package.json'))) walk(dir);
  return { files: [...new Set(files)] };
}
const dated = datedUnitTests();

const steps = [
  ['contract types are current', ['node', 'tools/contract.mjs', 'check']],
  ['contract lint (Redocly)', ['npx', 'redocly', 'lint', 'openapi/openapi.yaml', '--format=summary']],
  // One ESLint process for the workspace (the flat config is the root's): a process per project loaded
  // the plugins and Nx's project graph 25 times (about 120 s against 37 s).
  ['lint with module boundaries', ['npx', 'eslint', '.']],
  ['message catalogues: complete, current, every key used', ['node', 'tools/i18n.mjs', 'check']],
  ['typecheck', ['node', 'tools/typecheck.mjs']],
  // Test levels: unit and component (no database, no server), API (through the app on a database),
  // scale-out (API processes on PostgreSQL), stories (a browser), end-to-end (browser, sites, API).
  // One Vitest for every project but the API (vitest.unit.config.ts): each keeps its own config. The
  // files that deal in dates run once, in the date guard below, with the clock moved ahead
  // (docs/testing-dates.md); every other file runs here.
  [
    `unit and component tests (no database), all but the ${dated.files.length} dated files`,
    ['npx', 'vitest', 'run', '--config', 'vitest.unit.config.ts', '--maxWorkers=2', ...dated.files.flatMap((file) => ['--exclude', path.join(root, file)])],
  ],
  // Vitest's default on two cores is one file at a time (cores - 1); each API file has its own
  // database (a PGlite in its process, or a schema of its own on the server), so two at a time is safe.
  ['API tests (PGlite)', ['npm', 'run', 'test:api', '--workspace', '@rewards/api', '--', '--maxWorkers=2']],
  // The API suite's second run is the date guard; with a PostgreSQL server it runs there, so one run
  // proves both the far-future dates and the real server (the app's clock moves, the server's does
  // not: a query that reads the database's clock where the app's is meant fails here too). The API's
  // unit tests (no database) run here, once, like the other dated unit files.
  process.env.TEST_DATABASE_URL
    ? [
        `API unit and API tests on PostgreSQL, clock +${CLOCK_SHIFT_DAYS} days (date guard)`,
        ['npm', 'run', 'test', '--workspace', '@rewards/api', '--', '--maxWorkers=2'],
        { ...shifted, DATABASE_URL: process.env.TEST_DATABASE_URL },
      ]
    : [`date guard: API unit and API tests, clock +${CLOCK_SHIFT_DAYS} days`, ['npm', 'run', 'test', '--workspace', '@rewards/api', '--', '--maxWorkers=2'], shifted],
  [
    `date guard: ${dated.files.length} dated unit test files, clock +${CLOCK_SHIFT_DAYS} days`,
    ['npx', 'vitest', 'run', '--config', 'vitest.unit.config.ts', '--maxWorkers=2', ...dated.files],
    shifted,
  ],
  ...(process.env.TEST_DATABASE_URL
    ? [['two API instances on one PostgreSQL', ['npm', 'run', 'test:scale', '--workspace', '@rewards/api'], { DATABASE_URL: process.env.TEST_DATABASE_URL }]]
    : []),
  ['production builds', [...nx, '-t', 'build']],
  // The deployables (tools/artifacts.mjs) installed with `npm ci --omit=dev` and served from there on
  // PostgreSQL (PGlite without TEST_DATABASE_URL's server); mostly install time, so it runs beside the next steps.
  ['deployables: npm ci --omit=dev, API and site server from the bundles', ['node', 'tools/artifacts-test.mjs'], {}, { background: true }],
  ['bundle size budgets', ['node', 'tools/size.mjs', '--budget']],
  ['Chromium present', ['bash', 'tools/ensure-chromium.sh']],
  ['Storybook stories as tests', ['npm', 'run', 'storybook:test']],
  ['Storybook build', ['npm', 'run', 'storybook:build']],
  ['end-to-end (Playwright, three sites, real API)', ['npx', 'playwright', 'test', '--config', 'apps/e2e/playwright.config.ts']],
  // The same servers in development (Vite's middleware): React reports more there (attribute mismatches).
  ['hydration guard on the development servers', ['npx', 'playwright', 'test', '--config', 'apps/e2e/playwright.config.ts'], { E2E_DEV: '1' }],
];

// `node tools/test.mjs --only <text>` runs the steps whose name holds the text (a check on its own).
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const chosen = only ? steps.filter(([name]) => name.includes(only)) : steps;

/** Runs one step with its output shown as it comes (or, `quiet`, only kept) and its last part kept for a failure report. */
function run(cmd, args, extraEnv, quiet = false) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: { ...env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', ...extraEnv } });
    const kept = [];
    let keptChars = 0;
    const keep = (stream, out) =>
      stream.on('data', (chunk) => {
        out.write(chunk);
        kept.push(chunk.toString());
        keptChars += chunk.length;
        while (keptChars > 4_000_000 && kept.length > 1) keptChars -= kept.shift().length;
      });
    const sink = { write: () => true };
    keep(child.stdout, quiet ? sink : process.stdout);
    keep(child.stderr, quiet ? sink : process.stderr);
    child.on('close', (status) => resolve({ status, output: kept.join('') }));
  });
}

/**
 * The lines that say what failed: each failed test's title and the first lines of its error, as
 * Vitest (` FAIL  file > test`) and Playwright (`  1) [project] › file › test`) print them. CI shows
 * the end of a run's output, so these come last, after the summary, and are kept short.
 */
function whatFailed(output, limit = 24) {
  // eslint-disable-next-line no-control-regex
  const lines = output.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const picked = [];
  lines.forEach((line, i) => {
    if (/^ FAIL {2}.+ > /.test(line) || /^\s+\d+\) \[.+\] › /.test(line)) {
      picked.push(line.trim(), ...lines.slice(i + 1, i + 6).filter((next) => next.trim() !== '' && !/^\s*❯ |^\s+at /.test(next)).slice(0, 3).map((next) => `    ${next.trim().slice(0, 200)}`));
    }
  });
  const unique = [...new Set(picked)];
  return (unique.length > 0 ? unique : lines.filter((line) => line.trim() !== '').slice(-12)).slice(0, limit);
}

const results = [];
let failure;
/** A step that runs beside the ones after it ({ background: true }): its output is printed, and its time counted, when it ends. */
const background = [];
const finish = (name, status, output, started, ended = Date.now()) => {
  const seconds = ((ended - started) / 1000).toFixed(1);
  const ok = status === 0;
  results.push({ name, ok, seconds });
  console.log(`=== ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (!ok) failure ??= { name, lines: whatFailed(output) };
  return ok;
};
for (const [name, [cmd, ...args], extraEnv, options] of chosen) {
  console.log(`\n=== ${name}${options?.background ? ' (started; runs beside the next steps)' : ''}`);
  const started = Date.now();
  if (options?.background) {
    background.push(run(cmd, args, extraEnv, true).then(({ status, output }) => ({ name, status, output, started, ended: Date.now() })));
    continue;
  }
  const { status, output } = await run(cmd, args, extraEnv);
  if (!finish(name, status, output, started)) break; // later steps build on earlier ones
}
for (const { name, status, output, started, ended } of await Promise.all(background)) {
  console.log(`\n=== ${name} (ran beside the steps above)\n${output.trimEnd()}`);
  finish(name, status, output, started, ended);
}

console.log('\nSummary');
for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name.padEnd(48)} ${result.seconds.padStart(6)} s`);
const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed + (chosen.length - results.length);
console.log(`\nchecks: ${passed} passed, ${failed} failed`);
if (failure) console.log(`\nWhat failed in "${failure.name}":\n${failure.lines.map((line) => `  ${line}`).join('\n')}`);
process.exit(failed === 0 ? 0 : 1);
