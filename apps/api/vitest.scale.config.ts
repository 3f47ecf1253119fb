import { defineConfig } from 'vitest/config';

// Scale-out tests (`npm run test:scale`): real API processes on one PostgreSQL server, hit over
// HTTP. They need TEST_DATABASE_URL (or DATABASE_URL) and fail without it; `npm test` at the root
// runs them only when a PostgreSQL server is available. One file at a time: each starts processes
// and loads a small machine on purpose.
const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    include: ['src/scale-out/**/*.scale.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    // either variable names the server for every file here
    ...(databaseUrl ? { env: { DATABASE_URL: databaseUrl } } : {}),
    // two processes start, migrate and seed (10-30 s on a busy 2-core machine), then the bursts
    hookTimeout: 240_000,
    testTimeout: 180_000,
  },
});
