import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

// Production builds of the three sites (vite preview) against the real API on a fresh embedded
// database, in Debian's Chromium. `npm test` builds the sites before this runs.
const root = path.resolve(import.meta.dirname, '../..');
const chromium = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const dataDir = process.env['E2E_DATA_DIR'] ?? path.join(os.tmpdir(), `rewards-e2e-${process.pid}`);
const reuse = !process.env['CI'];

const sites = [
  { name: 'web', port: 4200 },
  { name: 'shopper', port: 4201 },
  { name: 'more-rewards', port: 4202 },
] as const;

function server(name: string, url: string, extraEnv: Record<string, string> = {}) {
  return {
    command: `node tools/start.mjs --prod --only ${name}`,
    cwd: root,
    url,
    reuseExistingServer: reuse,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { DATABASE_URL: '', ...extraEnv },
  };
}

export default defineConfig({
  testDir: './src',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  workers: 2,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: sites.map((site) => ({
    name: site.name,
    testMatch: [`shared/**/*.spec.ts`, `${site.name}/**/*.spec.ts`],
    use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${site.port}` },
  })),
  webServer: [
    server('api', 'http://localhost:3333/system/health', { DATA_DIR: dataDir }),
    ...sites.map((site) => server(site.name, `http://localhost:${site.port}/`)),
  ],
});
