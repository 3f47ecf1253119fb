import { defineConfig } from 'vitest/config';

// The servers' process plumbing on real sockets and timers: no DOM, no database.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
