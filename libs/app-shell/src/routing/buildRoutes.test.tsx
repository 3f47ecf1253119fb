import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, shopperPartner } from '../testing/renderApp';
import { servedEntries, staticPrefix } from './buildRoutes';
import { examplePartners } from '@rewards/partner/examples';
import type { RegistryEntry } from './registry';
import { routeRegistry } from './sites/core';
import { moreRewardsRegistry } from './sites/moreRewards';
import { shopperRegistry } from './sites/shopper';

const page = (text: string) => async () => ({ Component: () => <h1>{text}</h1> });
const failing = async () => ({
  Component: () => <h1>never</h1>,
  createLoader: () => async () => {
    throw new Error('the API is down');
  },
});

const registry: RegistryEntry[] = [
  { path: '/', handle: { header: 'standard', footer: true }, load: page('Home page') },
  { path: '/categories', handle: { header: 'standard', footer: true }, load: page('Listing page') },
  { path: '/categoriesshoppercard/:catName', handle: { header: 'standard', footer: true }, load: page('Shopper category page') },
  { path: '/broken', handle: { header: 'standard', footer: true }, load: failing },
];

describe('staticPrefix', () => {
  it.each([
    ['/', '/'],
    ['/categories', '/categories'],
    ['/categories/:catName/:brand', '/categories'],
    ['/:lang', '/'],
  ])('%s is checked as %s', (pattern, prefix) => {
    expect(staticPrefix(pattern)).toBe(prefix);
  });
});

describe('servedEntries', () => {
  it('shopper mode serves its own catalogue paths and not the core ones', () => {
    const paths = servedEntries(shopperPartner, routeRegistry).map((entry) => entry.path);
    expect(paths).toContain('/');
    expect(paths).toContain('/categoriesshoppercard/:catName/:brand');
    expect(paths).not.toContain('/categories');
    expect(paths).not.toContain('/categorylistingmore');
  });
});

describe("each site's own route list", () => {
  // A co-brand's build carries only its list's route code: the list must serve exactly what the
  // partner's allowed paths serve from the whole registry, nothing missing and nothing extra.
  it.each([
    ['shopper', shopperRegistry],
    ['more-rewards', moreRewardsRegistry],
  ] as const)('%s serves from its list exactly what its allowed paths serve from the whole registry', (id, registry) => {
    const partner = examplePartners[id];
    // The same paths with the same frame, except `/`: each co-brand's home is its own landing.
    const paths = (list: readonly RegistryEntry[]) =>
      servedEntries(partner, list)
        .map((entry) => (entry.path === '/' ? '/' : `${entry.path} ${JSON.stringify(entry.handle)}`))
        .sort();
    expect(paths(registry)).toEqual(paths(routeRegistry));
    expect(servedEntries(partner, registry)).toHaveLength(registry.length);
  });

  it('the core list is the whole registry', () => {
    expect(servedEntries(examplePartners.core, routeRegistry)).toHaveLength(routeRegistry.length);
  });
});

describe('the router built from a partner config', () => {
  it('renders an allowed route lazily inside the frame', async () => {
    renderApp('/categories', { registry });
    expect(await screen.findByRole('heading', { name: 'Listing page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prime Rewards home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Prime Rewards`);
  });

  it('shows the not-found screen for a path the partner does not allow, even if the registry has it', async () => {
    renderApp('/categories', { registry, partner: shopperPartner });
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('ERROR 404. Looks like you went into space and got lost')).toBeInTheDocument();
  });

  it('serves the partner variant of a route', async () => {
    renderApp('/categoriesshoppercard/dining', { registry, partner: shopperPartner });
    expect(await screen.findByRole('heading', { name: 'Shopper category page' })).toBeInTheDocument();
  });

  it('shows the not-found screen for unknown paths and /404', async () => {
    renderApp('/no/such/page', { registry });
    expect(await screen.findByText('ERROR 404. Looks like you went into space and got lost')).toBeInTheDocument();
  });

  it('the 404 page has TAKE ME HOME and the three Explore all benefits links to /', async () => {
    const { router } = renderApp('/404', { registry });
    const explore = await screen.findByRole('region', { name: 'Explore all benefits' });
    const links = Array.from(explore.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toEqual([
      'MembershipsAccess to six subscriptions: dining, music and news',
      'Other BenefitsSave up to ₹20000 across 25+ brands',
      'TP ExclusivesSpecial privileges at the best events in town',
    ]);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/'));
    await userEvent.click(screen.getByRole('link', { name: 'TAKE ME HOME' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('shows the 500 page with RETRY when a route fails to load its data', async () => {
    renderApp('/broken', { registry });
    expect(await screen.findByText('ERROR 500. Looks like something is broken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'RETRY' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Explore all benefits' })).toBeInTheDocument();
  });

  it('links only to pages the partner serves', async () => {
    renderApp('/categoriesshoppercard/dining', { registry, partner: shopperPartner });
    await screen.findByRole('heading', { name: 'Shopper category page' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // Shopper's Benefits and Terms & Conditions pages are not in this registry, so only Home shows.
    expect(Array.from(nav.querySelectorAll('a')).map((link) => link.textContent)).toEqual(['Home']);
  });
});
