import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { BURST_TEST_ADDRESS, CONSOLE_JOURNEYS_ADDRESS, LANGUAGE_JOURNEYS_ADDRESS, SSO_HANDOFF_ADDRESS } from './src/limits';
import { API_URL, CONSOLE_URL, E2E_PORTS } from './src/ports';

// Production builds of the three sites (their production site servers) against the real API, as
// production runs it (the bundle in apps/api/dist), on a fresh embedded database, in Debian's
// Chromium. `npm test` builds them all before this runs (`npx nx run-many -t build` by hand).
const root = path.resolve(import.meta.dirname, '../..');
// Headless runs use Debian's headless shell (tools/ensure-chromium.sh), as Playwright itself runs
// headless Chromium: with no GPU process (--disable-gpu below) the same 15 journeys took 164 s
// against the full browser's 199 s on two cores (docs/testing.md). A headed or debugging run
// (--headed, --ui, PWDEBUG) needs the full browser.
const headed = process.argv.some((arg) => arg === '--headed' || arg === '--ui' || arg === '--debug') || !!process.env['PWDEBUG'];
const chromium = headed ? (process.env['CHROME_PATH'] ?? '/usr/bin/chromium') : (process.env['CHROME_HEADLESS_PATH'] ?? '/usr/bin/chromium-headless-shell');
const dataDir = process.env['E2E_DATA_DIR'] ?? path.join(os.tmpdir(), `rewards-e2e-${process.pid}`);
const reuse = !process.env['CI'];

const sites = [
  { name: 'web', port: E2E_PORTS.web },
  { name: 'shopper', port: E2E_PORTS.shopper },
  { name: 'more-rewards', port: E2E_PORTS['more-rewards'] },
] as const;
/** Every server of the run on the run's own ports (tools/start.mjs reads them), never `npm start`'s. */
const portEnv = { API_PORT: String(E2E_PORTS.api), WEB_PORT: String(E2E_PORTS.web), SHOPPER_PORT: String(E2E_PORTS.shopper), MORE_REWARDS_PORT: String(E2E_PORTS['more-rewards']), ADMIN_PORT: String(E2E_PORTS.admin) };

/**
 * E2E_DEV=1: the same servers in development (the API from its sources, the sites through Vite's
 * middleware), for the checks that must hold there too (the hydration guard; npm test runs it so).
 */
const dev = process.env['E2E_DEV'] === '1';

function server(name: string, url: string, extraEnv: Record<string, string> = {}) {
  return {
    command: `node tools/start.mjs${dev ? '' : ' --prod'} --only ${name}`,
    cwd: root,
    url,
    reuseExistingServer: reuse,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { DATABASE_URL: '', ...portEnv, ...extraEnv },
  };
}

export default defineConfig({
  testDir: './src',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  workers: 2,
  // Two workers, four servers and two browsers share two cores: a full CI run took 13 minutes where
  // a quiet one takes 5, and a step that waits on the API (a claim, a code check) went past the
  // 5-second default there. Waiting longer for a page to reach a state asserts the same state.
  expect: { timeout: 10_000 },
  // A whole journey (sign-in, a payment, a profile) took 29 s on a quiet machine and went past the
  // 30-second default in a loaded CI run; the steps and what they assert are the same.
  timeout: 60_000,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // A trace's screencast made the browsers paint every frame: 24 journeys took 178 s and 322 CPU
    // seconds with it, 133 s and 220 with DOM snapshots alone, 124 s and 197 with none
    // (docs/testing.md). CI keeps no trace anyone can open, so it records none (E2E_TRACE=1 records
    // them there too); elsewhere a failure keeps its actions and DOM snapshots.
    trace: process.env['CI'] && process.env['E2E_TRACE'] !== '1' ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      // No GPU process: with no GPU it composited through SwiftShader, a fifth of a core per browser.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
    },
  },
  projects: [
    ...sites.map((site) => ({
      name: site.name,
      // shared/ runs on every site, cobrands/ on the two co-brands, and each site's own folder on it
      testMatch: dev ? (site.name === 'web' ? ['web/hydration-guard.spec.ts'] : []) : [`shared/**/*.spec.ts`, ...(site.name === 'web' ? [] : [`cobrands/**/*.spec.ts`]), `${site.name}/**/*.spec.ts`],
      // The sites' service worker precaches the whole build in every new context: only the journeys
      // of the installable app (shared/installable-app.spec.ts, web/installable-app.spec.ts) let it run.
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${site.port}`, serviceWorkers: 'block' as const },
    })),
    // the operator console's journeys (staff sign in through the API's sandbox provider; members and visitors on the core site)
    { name: 'admin', testMatch: dev ? [] : ['admin/**/*.spec.ts'], use: { ...devices['Desktop Chrome'], baseURL: CONSOLE_URL } },
  ],
  webServer: [
    server('api', `${API_URL}/system/health`, {
      DATA_DIR: dataDir,
      // Access tokens that die in 3 seconds, so the journeys run through transparent renewal.
      ACCESS_TOKEN_TTL_SECONDS: '3',
      // The browser reaches the API through the sites' proxies, which append its address (127.0.0.1)
      // to X-Forwarded-For. Two hops are trusted here, as behind an edge proxy in front of the
      // sites: a journey's own X-Forwarded-For header plays that edge's part, so journeys can claim
      // their own addresses (OFFER_ACTIONS_ADDRESS) and the burst test, calling the API directly,
      // another one exempt from captcha; their limits never meet the other journeys'. `npm start`
      // trusts one hop (the sites' proxies alone).
      TRUST_PROXY: '2',
      // the burst test, the app that hands a verified member over to /ticketing (it has its own captcha), and
      // the console's and the languages' journeys, which register their members through the API
      CAPTCHA_WHITELIST: `${BURST_TEST_ADDRESS},${SSO_HANDOFF_ADDRESS},${CONSOLE_JOURNEYS_ADDRESS},${LANGUAGE_JOURNEYS_ADDRESS}`,
      // A beacon sent as a page unloads carries none of the context's extra headers, so every
      // journey's last analytics batch arrives from 127.0.0.1, as if the whole run were one carrier
      // NAT: past the default 30 batches a minute per address, the analytics journeys' last events
      // were refused in a full run (they passed alone). The per-address limit is the API tests' to
      // prove (analytics.api.test.ts); the per-device limit stays the default here.
      ANALYTICS_LIMIT_PER_MINUTE: '1000',
    }),
    // The development guard walks the core site alone (the co-brands share its renderer and routes,
    // which the production walks cover), so it starts no co-brand server: each would render its home
    // through Vite on start, for nothing.
    ...sites.filter((site) => !dev || site.name === 'web').map((site) => server(site.name, `http://localhost:${site.port}/`)),
    ...(dev ? [] : [server('admin', `${CONSOLE_URL}/`)]),
  ],
});
