import { moreRewardsRegistry } from '@rewards/app-shell/routes/more-rewards';
import { createServerRenderer, createSiteFiles, type RendererSettings } from '@rewards/app-shell/server';
import { partner } from './partner';

// This site's pages rendered on the server, its robots.txt and its sitemap (see apps/site-server).
export const createRenderer = (settings: RendererSettings) => createServerRenderer({ partner, registry: moreRewardsRegistry, ...settings });
export const createFiles = ({ apiOrigin, origin }: { apiOrigin: string; origin: string }) => createSiteFiles({ partner, registry: moreRewardsRegistry, apiOrigin, origin });
