import { createApiClient, createQueries, type DataDeps } from '@rewards/api-client';
import { definePartner, type PartnerConfig } from '@rewards/partner';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { buildRoutes } from '../routing/buildRoutes';
import type { RegistryEntry } from '../routing/registry';

export const corePartner = definePartner({
  id: 'core',
  brandName: 'Prime Rewards',
  pageTitle: 'Prime Rewards',
  iconHref: '/favicon.svg',
  theme: { themeClass: 'core', brandColor: '#3b1f8c' },
  channel: 'TIMES_PRIME',
  home: '/userfeed',
  allowedPaths: 'all',
});

export const shopperPartner = definePartner({
  ...corePartner,
  id: 'shopper',
  brandName: 'Shopper Rewards',
  channel: 'SHOPPERS_STOP',
  categoriesPath: '/categoriesshoppercard',
  allowedPaths: ['', '/', '/user-shopper-stop', '/categoriesshoppercard', '/tnc', '/404', '/system/health', '/profile', '/search'],
});

/**
 * Renders the shell's real route tree in memory. The API client points at a fetch that fails, so
 * the footer's home-data query errors quietly (the frame must survive that) and routes under test
 * come from the given registry.
 */
export function renderApp(path: string, { partner = corePartner, registry }: { partner?: PartnerConfig; registry: RegistryEntry[] }) {
  const api = createApiClient({ baseUrl: 'http://api.test', channel: partner.channel, logErrors: false, fetch: () => Promise.reject(new Error('offline in tests')) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const deps: DataDeps = { queryClient, queries: createQueries(api) };
  const router = createMemoryRouter(buildRoutes(partner, deps, registry), { initialEntries: [path] });
  const view = render(<AppProviders partner={partner} deps={deps} router={router} />);
  return { ...view, router };
}
