import { defineConfig } from 'vitest/config';

// The shared rules' unit tests: pure functions, no DOM, no database.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
