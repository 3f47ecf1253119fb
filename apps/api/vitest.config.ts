import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// API tests say their level in their name, and each level is a Vitest project:
//   *.unit.test.ts   rules, adapters and settings on their own: no database, no global set-up
//                    (`npm run test:unit`)
//   *.api.test.ts    through the app (app.inject) or a repository on a database: PGlite in memory
//                    from a template, or a fresh PostgreSQL schema per file when DATABASE_URL is
//                    set, so files run in parallel without sharing state (`npm run test:api`)
//   *.scale.test.ts  real API processes on a PostgreSQL server (`npm run test:scale`,
//                    vitest.scale.config.ts)
// A test file with no level would run nowhere, so the config refuses to load until it has one.
const LEVELS = /\.(unit|api|scale)\.test\.ts$/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const unlabelled = testFiles(path.join(import.meta.dirname, 'src')).filter((file) => !LEVELS.test(file));
if (unlabelled.length > 0) {
  throw new Error(`API test files must name their level (*.unit.test.ts, *.api.test.ts or *.scale.test.ts): ${unlabelled.map((file) => path.relative(import.meta.dirname, file)).join(', ')}`);
}

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.unit.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['./vitest.global-setup.ts'],
          // One process runs file after file (no isolation): a fresh module graph per file re-imported
          // the app and compiled PGlite's WebAssembly each time. The suite on PGlite took 286 s against
          // 559 s. Each file still has its own database and app; no API test mocks a module, changes
          // process.env or fakes timers, and the module-level values (the contract, its cache
          // policies, the process metrics' registry) are the same for every file (docs/testing.md).
          isolate: false,
          // Opening PGlite takes seconds on a busy machine; the hooks that do it get room.
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
