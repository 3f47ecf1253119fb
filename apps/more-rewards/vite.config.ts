import { siteConfig } from '@rewards/tools/vite';
import { defineConfig } from 'vite';

export default defineConfig((env) => siteConfig('more-rewards', env));
