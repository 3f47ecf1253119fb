import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

/** One Storybook for every lib; the toolbar's partner switcher picks the theme (see preview.tsx). */
const config: StorybookConfig = {
  stories: ['../libs/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The digital events' sample video and captions (our own files, which the API serves in the product).
  staticDirs: [{ from: '../apps/api/src/seed/media', to: '/media' }],
  core: {
    // Nothing may phone home from this network (or from CI).
    disableTelemetry: true,
    enableCrashReports: false,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
