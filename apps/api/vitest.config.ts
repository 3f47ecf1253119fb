import { configDefaults, defineConfig } from 'vitest/config';

// API tests: each test file opens its own database (PGlite in memory, or a fresh PostgreSQL schema
// when DATABASE_URL is set), so files run in parallel without sharing state.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // real processes on a PostgreSQL server: `npm run test:scale` (vitest.scale.config.ts)
    exclude: [...configDefaults.exclude, 'src/**/*.scale.test.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Opening PGlite takes seconds on a busy machine; the hooks that do it get room.
    hookTimeout: 120_000,
    testTimeout: 30_000,
  },
});
