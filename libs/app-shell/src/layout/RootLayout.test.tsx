import { ApiError } from '@rewards/api-client';
import { layoutContent, makeOffer } from '@rewards/api-client/testing';
import { examplePartners } from '@rewards/partner/examples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistryEntry } from '../routing/registry';
import { renderApp } from '../testing/renderApp';
import { memberSession } from '../testing/shellFixtures';

const page = (text: string) => async () => ({ Component: () => <h1>{text}</h1> });

function SearchPage() {
  const { state } = useLocation();
  return <h1>Search from {(state as { source_origin?: string } | null)?.source_origin ?? 'nowhere'}</h1>;
}

const registry: RegistryEntry[] = [
  { path: '/', handle: { header: 'transparent', footer: true, seo: true, homePage: true }, load: page('Home page') },
  { path: '/categories', handle: { header: 'standard', footer: true, seo: true }, load: page('Listing page') },
  { path: '/categories/:catName', handle: { header: 'standard', footer: true, seo: true }, load: page('Category page') },
  { path: '/categories/:catName/:brand', handle: { header: 'transparent', footer: true, seo: true, offerDetail: true }, load: page('Offer page') },
  { path: '/faq', handle: { header: 'standard', footer: true, seo: true }, load: page('FAQ page') },
  { path: '/privacy-policy', handle: { header: 'standard', footer: true, seo: true }, load: page('Privacy page') },
  { path: '/support', handle: { header: 'standard', footer: true }, load: page('Support page') },
  { path: '/categorylistingmore', handle: { header: 'standard', footer: true, seo: true }, load: page('Retail listing page') },
  { path: '/profile', handle: { header: 'standard', footer: true }, load: page('Profile page') },
  { path: '/search', handle: { header: 'standard', footer: true }, load: async () => ({ Component: SearchPage }) },
  {
    path: '/busy',
    handle: { header: 'standard', footer: true },
    load: async () => ({
      Component: () => <h1>never</h1>,
      createLoader: () => async () => {
        throw new ApiError(429, undefined, 'Too Many Requests');
      },
    }),
  },
  { path: '/system-overload', handle: { header: 'none', footer: false }, load: async () => (await import('../system/systemRoutes')).overloadRoute },
];

const api = { '/c/prime/layout': { success: true, data: layoutContent } };

/** Phones: the header's 1024 px query does not match. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the footer', () => {
  it('comes from the layout API: groups with headings, category and Top Benefits links, Join Now for visitors', async () => {
    renderApp('/categories', { registry, api });
    await screen.findByRole('heading', { name: 'Listing page' });
    const footer = screen.getByRole('contentinfo');
    const support = await within(footer).findByRole('navigation', { name: 'Support' });
    expect(within(support).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/support');
    expect(within(support).getByRole('link', { name: 'Raise a ticket' })).toHaveAttribute('rel', 'noopener noreferrer');
    const categories = within(footer).getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Food Delivery' })).toHaveAttribute('href', '/categories/food%20delivery');
    expect(within(categories).getByRole('link', { name: 'Live events' })).toHaveAttribute('target', '_blank');
    // Only pages this site serves are linked: the terms page is not in this registry.
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getAllByRole('link').map((link) => link.textContent)).toEqual(['Privacy Policy']);
    const top = within(footer).getByRole('navigation', { name: 'Top Benefits' });
    expect(within(top).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/categories/dining/tandoor-tales-gold?source_origin=footer',
      '/categories/music/raagwave-premium-6-months?source_origin=footer',
      '/categories/travel/safarnama-flights?source_origin=footer',
    ]);
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/example');
    expect(within(footer).getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(within(footer).getByText(/give a missed call to/)).toHaveTextContent('1800-000-0000');
    expect(within(footer).getByRole('button', { name: 'Join Now' })).toBeInTheDocument();
  });

  it('for a member: no Join Now, and support links carry name, email and mobile', async () => {
    renderApp('/categories', { registry, api, session: memberSession() });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/support?name=Aarav+Shah&email=aarav%40example.in&mob=9876543210');
    expect(within(footer).queryByRole('button', { name: 'Join Now' })).toBeNull();
  });

  it('is hidden where the partner hides it', async () => {
    renderApp('/', { registry, api, partner: examplePartners['more-rewards'] });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('the header', () => {
  it('on the logged-out home has the section tabs, Join Now and Login instead of the site links', async () => {
    renderApp('/', { registry, api });
    await screen.findByRole('heading', { name: 'Home page' });
    const banner = screen.getByRole('banner');
    const tabs = within(banner).getByRole('navigation', { name: 'Home sections' });
    expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Key Benefits', '#key-benefits'],
      ['Curated experiences', '#curated-experiences'],
      ['Additional benefits', '#additional-benefits'],
    ]);
    expect(within(banner).getByRole('button', { name: 'Join Now' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner).queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('a co-brand landing home has no section tabs: the usual header with sign in', async () => {
    renderApp('/', { registry, api, partner: examplePartners.shopper });
    await screen.findByRole('heading', { name: 'Home page' });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('navigation', { name: 'Home sections' })).toBeNull();
    expect(within(banner).getByRole('button', { name: 'sign in' })).toBeInTheDocument();
  });

  it('elsewhere a visitor gets the site links, Select City and sign in', async () => {
    renderApp('/faq', { registry, api });
    await screen.findByRole('heading', { name: 'FAQ page' });
    const banner = screen.getByRole('banner');
    expect(within(within(banner).getByRole('navigation', { name: 'Main' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Benefits']);
    expect(within(banner).getByRole('button', { name: 'Select City' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'sign in' })).toBeInTheDocument();
  });

  it.each([
    ['/categories', 'Listing page', 'top_nav_bar_offer_listing'],
    ['/profile', 'Profile page', 'top_nav_bar_user_profile'],
    ['/faq', 'FAQ page', 'deeplink'],
  ])('a member\'s Search on %s opens the search overlay over that page, with the source origin', async (path, heading, origin) => {
    renderApp(path, { registry, api, session: memberSession() });
    await screen.findByRole('heading', { name: heading });
    const link = screen.getByRole('link', { name: 'Search' });
    expect(link).toHaveAttribute('href', '/search');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search Offers' })).toBeInTheDocument();
    expect(dialog.querySelector(`[data-source-origin="${origin}"]`)).not.toBeNull();
    // The page stays where it was, under the overlay; closing it returns focus to Search.
    expect(screen.queryByRole('heading', { name: /^Search from/ })).not.toBeInTheDocument();
    expect(screen.getByText(heading)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('a result in the search overlay takes the member to its page, with focus on the new page, not on Search', async () => {
    const offer = makeOffer({ name: 'biryani-bazaar-flat-200', categorySlug: 'dining', header: 'Flat ₹200 off', companyName: 'Biryani Bazaar' });
    renderApp('/categories', { registry, api: { ...api, '/nc/prime/benefit/search': { success: true, data: [offer] } }, session: memberSession() });
    await screen.findByRole('heading', { name: 'Listing page' });
    await userEvent.click(screen.getByRole('link', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search Offers' }), 'biryani');
    await userEvent.click(await within(dialog).findByRole('link', { name: /Flat ₹200 off/ }, { timeout: 3_000 }));
    expect(await screen.findByRole('heading', { name: 'Offer page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
  });

  it('a visitor\'s Search goes to /search with the source origin (the route asks them to sign in)', async () => {
    renderApp('/categories', { registry, api });
    await screen.findByRole('heading', { name: 'Listing page' });
    await userEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Search from top_nav_bar_offer_listing' })).toBeInTheDocument();
  });

  it('a member sees Profile and their city', async () => {
    renderApp('/categories', { registry, api, session: memberSession() });
    await screen.findByRole('heading', { name: 'Listing page' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(banner).getByRole('button', { name: 'Mumbai, change city' })).toBeInTheDocument();
  });

  it('a visitor city is kept in this browser', async () => {
    const cities = { success: true, data: { cities: [{ name: 'Pune', state: 'Maharashtra' }], states: ['Maharashtra'] } };
    renderApp('/faq', { registry, api: { ...api, '/c/prime/prime/cities': cities } });
    await screen.findByRole('heading', { name: 'FAQ page' });
    await userEvent.click(screen.getByRole('button', { name: 'Select City' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select City' });
    const select = within(dialog).getByRole('combobox', { name: 'City' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'Pune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Pune, change city' })).toBeInTheDocument();
    expect(window.localStorage.getItem('rewards.visitorCity')).toBe('Pune');
    window.localStorage.clear();
  });

  it('on a phone, a visitor opens the side menu from the layout API', async () => {
    onPhone();
    renderApp('/faq', { registry, api });
    await screen.findByRole('heading', { name: 'FAQ page' });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Benefits' })).toHaveAttribute('aria-expanded', 'false'));
    expect(within(menu).getByRole('link', { name: 'Download Now' })).toHaveAttribute('href', layoutContent.hamburgerMenu.downloadLinkAndroid);
    await userEvent.click(within(menu).getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('on a phone, an offer page has back (to the catalogue without history) and share', async () => {
    onPhone();
    const { router } = renderApp('/categories/dining/tandoor-tales-gold', { registry, api });
    await screen.findByRole('heading', { name: 'Offer page' });
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
  });

  it('share copies the link where there is no share sheet', async () => {
    onPhone();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderApp('/categories/dining/tandoor-tales-gold', { registry, api });
    await screen.findByRole('heading', { name: 'Offer page' });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });
});

describe('focus', () => {
  it('stays at the start of the document on the page the browser loaded, so Tab reaches Skip to content first', async () => {
    renderApp('/faq', { registry, api });
    await screen.findByRole('heading', { name: 'FAQ page' });
    expect(screen.getByRole('main')).not.toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });

  it('moves to the new page on each navigation', async () => {
    renderApp('/faq', { registry, api });
    await screen.findByRole('heading', { name: 'FAQ page' });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Benefits' }));
    await screen.findByRole('heading', { name: 'Listing page' });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

describe('SEO', () => {
  it('shows breadcrumbs at once on the first load of an SEO page, and after a moment on the next', async () => {
    const { router } = renderApp('/categories/dining', { registry, api });
    await screen.findByRole('heading', { name: 'Category page' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('dining')).toHaveAttribute('aria-current', 'page');
    await router.navigate('/faq');
    await screen.findByRole('heading', { name: 'FAQ page' });
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('faq');
  });

  it('no breadcrumbs on a page without an SEO block', async () => {
    renderApp('/profile', { registry, api, session: memberSession() });
    await screen.findByRole('heading', { name: 'Profile page' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('none on the retail variant, which hides SEO', async () => {
    renderApp('/categorylistingmore', { registry, api, partner: examplePartners['more-rewards'] });
    await screen.findByRole('heading', { name: 'Retail listing page' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('home pages describe the site, other pages themselves', async () => {
    const { container, router } = renderApp('/', { registry, api });
    await screen.findByRole('heading', { name: 'Home page' });
    const types = () => Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? '{}')['@type']);
    expect(types()).toEqual(['WebSite', 'Organization']);
    await router.navigate('/categories');
    await screen.findByRole('heading', { name: 'Listing page' });
    await waitFor(() => expect(types()).toEqual(['WebPage', 'BreadcrumbList']));
  });
});

describe('an overloaded server', () => {
  it('sends the route to the system-overload page', async () => {
    renderApp('/busy', { registry, api });
    expect(await screen.findByRole('heading', { level: 1, name: 'We are a little busy right now' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
