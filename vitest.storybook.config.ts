import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium headless shell (never a downloaded browser; tools/ensure-chromium.sh), kept away from the network. */
const chromium = playwright({
  // Dialogs and sheets animate in; with reduced motion (which they honour) a play function never
  // meets a half-faded control. Storybook itself still shows the animations.
  contextOptions: { reducedMotion: 'reduce' },
  launchOptions: {
    executablePath: process.env.CHROME_HEADLESS_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-gpu'],
  },
});

const partners = ['core', 'shopper', 'more-rewards'] as const;

/** The operator console's stories (libs/admin): staff see one theme, the console's, never a partner's. */
const CONSOLE_STORIES = 'libs/admin/**';

/**
 * Every story runs as a test once per partner theme (one Vitest project each), so play
 * functions and accessibility checks (colour contrast included) cover all three themes; the
 * console's stories run once, in the console theme (its own project).
 */
const themes = [...partners.map((partner) => ({ theme: partner, exclude: [CONSOLE_STORIES] })), { theme: 'console', exclude: ['libs/!(admin)/**', 'apps/**'] }];

export default defineConfig({
  // Known up front, so Vite never discovers a dependency mid-run and reloads the page under a
  // running test file ("Failed to fetch dynamically imported module").
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-router-dom',
      '@tanstack/react-query',
      'openapi-fetch',
      'valibot',
      '@vanilla-extract/css',
      '@vanilla-extract/dynamic',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@radix-ui/react-dialog',
      '@radix-ui/react-tabs',
      'embla-carousel-react',
      'embla-carousel-autoplay',
      'qrcode.react',
      'input-otp',
      // the console's insight chart (a lazy chunk) and PDF viewer
      'recharts',
      'pdfjs-dist',
      'altcha',
      'altcha-lib',
      'altcha-lib/algorithms/web/pbkdf2',
      'altcha-lib/algorithms/web/sha',
      // The test entry points stories import (`@rewards/*/testing`) hold render helpers built on it.
      '@testing-library/react',
    ],
  },
  test: {
    projects: themes.map(({ theme, exclude }) => ({
      extends: true,
      plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { partner: theme } })],
      test: {
        name: `storybook:${theme}`,
        exclude,
        // One page per worker for all its story files: loading the preview (themes, partner configs,
        // the a11y addon) into a fresh page for each of 285 files was most of the run (setup 386 s,
        // import 248 s, against 489 s of tests: 451 s in all, 183 s without). Each story still renders
        // alone, and the preview's beforeEach empties storage and cookies before it.
        isolate: false,
        browser: {
          enabled: true,
          headless: true,
          provider: chromium,
          instances: [{ browser: 'chromium' as const }],
          // Desktop width, where cards have their fixed sizes and key points appear on hover.
          viewport: { width: 1280, height: 900 },
        },
      },
    })),
  },
});
