import { defineConfig } from 'vitest/config';

// Node is enough: the client needs fetch, Request, Response and crypto, which Node 20 has; no DOM.
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'] } });
