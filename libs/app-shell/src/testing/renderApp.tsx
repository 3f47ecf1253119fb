import { createApiClient, createQueries, type DataDeps } from '@rewards/api-client';
import type { PartnerConfig } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { buildRoutes } from '../routing/buildRoutes';
import type { RegistryEntry } from '../routing/registry';

export const corePartner = examplePartners.core;
export const shopperPartner = examplePartners.shopper;

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
