import { homeData, planCta, testApi } from '@rewards/api-client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeServer, type HomeApiAnswers } from '@rewards/offers/testing/home/fixtures';
import { HomeProviders } from '@rewards/offers/testing/home/HomeProviders';
import { renderRoute } from '@rewards/offers/testing/home/renderRoute';
import { stubBrowser } from '@rewards/offers/testing/home/stubBrowser';
import type { BrowsingSlots } from '@rewards/platform';
import { testPartner } from '@rewards/offers/testing/fixtures';
import * as homeRoute from './home';
import { Component, createLoader } from './home';

function renderHome({ answers, slots, reducedMotion = false }: { answers?: HomeApiAnswers; slots?: BrowsingSlots; reducedMotion?: boolean } = {}) {
  stubBrowser({ reducedMotion });
  const data = testApi(homeServer(answers));
  const router = createMemoryRouter(
    [
      {
        element: (
          <HomeProviders data={data} partner={testPartner()} slots={slots}>
            <Outlet />
          </HomeProviders>
        ),
        HydrateFallback: () => null,
        children: [
          { path: '/', loader: createLoader(data), Component },
          { path: '*', Component: () => <p>somewhere else</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { data, router };
}

/** The first screen, once the route has loaded (the first render of a test file is slow). */
const firstScreen = () => screen.findByRole('heading', { level: 1, name: "The only membership you'll ever need" }, { timeout: 5000 });

const paths = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);

describe('logged-out home', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows every section of the spec, in order, each filled from the API', async () => {
    renderHome();
    expect(await firstScreen()).toBeInTheDocument();
    // Lists further down arrive after the first screen.
    await screen.findByRole('region', { name: 'Preferential pricing for members Curated experiences' });

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = [
      'Events for members', // event banners
      'Visa Signature cardholders', // the card-linked offer's widget, after the promotions
      'One membership, Memberships worth ₹20,000 unlimited benefits',
      'Additional BenefitsDiscover Benefits',
      'Preferential pricing for members Curated experiences',
      'How to use',
      'Offers from our partners',
      'What members say',
      'Save more with the app',
      'Frequently asked questions',
      'One membership for dining, music and news',
      'Unlock 12 benefits free',
    ];
    expect(headings).toEqual(order);
    expect(document.getElementById('key-benefits')).toHaveAccessibleName('One membership, Memberships worth ₹20,000 unlimited benefits');
    expect(document.getElementById('additional-benefits')).not.toBeNull();
    expect(document.getElementById('curated-experiences')).not.toBeNull();
  });

  it('free-trial widget: shown while the trial is ON or UNCERTAIN, gone when the plan says FREE_TRIAL_OFF', async () => {
    const on = renderHome({ answers: { planCta: { ...planCta, trialAvailable: true } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Unlock 12 benefits free' })).toBeInTheDocument();
    on.router.dispose();
    document.body.innerHTML = '';

    const off = renderHome({ answers: { planCta: { ...planCta, trialAvailable: false } } });
    await firstScreen();
    await waitFor(() => expect(off.data.requestsTo('/nc/prime/planCta').length).toBeGreaterThan(0));
    await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Unlock 12 benefits free' })).not.toBeInTheDocument());
  });

  it('headline: the four words for screen readers, the price struck through, the discount and its code', async () => {
    renderHome();
    await firstScreen();
    expect(await screen.findByText('What you get: 20+ Subscription, 40+ Brands, Exclusive Events, Movie Screening')).toBeInTheDocument();
    expect(screen.getByText('₹1,199', { selector: 's' })).toBeInTheDocument();
    expect(screen.getByText('Save ₹200')).toBeInTheDocument();
    expect(screen.getByText('Save ₹200 on your first year')).toBeInTheDocument();
    expect(screen.getByText('WELCOME200')).toBeInTheDocument();
    expect(screen.getByText('20+ Subscriptions | 40+ Brands')).toBeInTheDocument();
  });

  it('with reduced motion every headline word shows, still', async () => {
    renderHome({ reducedMotion: true });
    await firstScreen();
    const words = await screen.findByRole('list', { name: 'What you get' });
    expect(within(words).getAllByRole('listitem').map((item) => item.textContent)).toEqual(homeData.headlineWords);
  });

  it('puts the payment feature’s join block and discount banner in their slots', async () => {
    renderHome({ slots: { homeJoin: <button type="button">PAY ₹999</button>, discountBanner: <p>Use code FEST50</p> } });
    await firstScreen();
    expect(await screen.findByRole('button', { name: 'PAY ₹999' })).toBeInTheDocument();
    expect(screen.getByText('Use code FEST50')).toBeInTheDocument();
  });

  it('shows at most 6 offer logo cards, each leading to its offer', async () => {
    renderHome();
    await firstScreen();
    const cards = await screen.findByRole('list', { name: 'Popular benefits' });
    const links = within(cards).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(links[0]).toHaveAttribute('href', '/categories/dining/tandoor-tales-offer');
  });

  it('banners: weekly CTAs with their defaults ask a visitor to sign in; event banners follow their action', async () => {
    const user = userEvent.setup();
    renderHome();
    const weekly = await screen.findByRole('region', { name: 'Weekly promotions' });
    expect(within(weekly).getByText('Welcome gift')).toBeInTheDocument();
    // No title: 'New' and 'on Prime Rewards' (the site's brand); no CTA text: "Let's Go" on a phone.
    expect(within(weekly).getAllByText('New').length).toBeGreaterThan(0);
    expect(within(weekly).getAllByText('on Prime Rewards').length).toBeGreaterThan(0);
    const letsGo = within(weekly).getAllByRole('button', { name: "Let's Go" });
    expect(letsGo.length).toBeGreaterThan(0);
    await user.click(within(weekly).getByRole('button', { name: 'Claim ₹100 off' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('event banners: title, subtitle and links by action (flat with 3 banners)', async () => {
    renderHome();
    await firstScreen();
    const events = await screen.findByRole('list', { name: 'Events for members: events' });
    expect(screen.getByText('Preferential pricing for members at the best events in town')).toBeInTheDocument();
    const links = within(events).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/categories/tpxclusives/zaika-trails-old-delhi-food-walk', '/', '/categories/tpxclusives']);
    expect(within(events).getByRole('link', { name: 'A night of Sufi music' })).toBeInTheDocument();
  });

  it('the marquee strip repeats its text 5 times but reads it once', async () => {
    renderHome();
    await firstScreen();
    const copies = await screen.findAllByText('Save up to ₹20,000 across 25+ brands');
    expect(copies).toHaveLength(6);
    expect(copies.filter((copy) => copy.closest('[aria-hidden="true"]'))).toHaveLength(5);
  });

  it("promotions use the '-mob' picture below 688 px and open other sites in a new tab", async () => {
    renderHome();
    const promos = await screen.findByRole('region', { name: 'Promotions' });
    const picture = within(promos).getByRole('img', { name: 'Try 20+ benefits free for 30 days' }).closest('picture');
    expect(picture?.querySelector('source')).toHaveAttribute('srcset', '/static/2x/promo-free-trial-mob.svg');
    expect(picture?.querySelector('source')).toHaveAttribute('media', '(max-width: 687px)');
    const external = within(promos).getByRole('link', { name: 'Dining week at Masala Lane Bistro' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('exclusives are split out of the category tabs into their own section', async () => {
    renderHome();
    const exclusives = await screen.findByRole('region', { name: 'Preferential pricing for members Curated experiences' }, { timeout: 3000 });
    const seeAll = within(exclusives).getByRole('link', { name: /^See All/ });
    expect(seeAll).toHaveAccessibleName('See All exclusives');
    expect(seeAll).toHaveAttribute('href', '/categories/tpxclusives');
    expect(within(exclusives).getByText('JUST MISSED')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Benefit categories' });
    expect(within(tabs).queryByRole('tab', { name: 'TP Xclusives' })).not.toBeInTheDocument();
  });

  it('partner search narrows the brands and says how many are left', async () => {
    const user = userEvent.setup();
    renderHome();
    const search = await screen.findByRole('searchbox', { name: 'Search partner brands' });
    const partners = screen.getByRole('region', { name: 'Offers from our partners' });
    expect(within(partners).getByRole('status')).toHaveTextContent('12 partner offers');
    await user.type(search, 'beat');
    await waitFor(() => expect(within(partners).getByRole('status')).toHaveTextContent('1 partner offer'));
    expect(within(within(partners).getByRole('list', { name: 'Partner brands' })).getByRole('link')).toHaveTextContent('Beat Box');
    await user.clear(search);
    await user.type(search, 'zzz');
    await waitFor(() => expect(within(partners).getByRole('status')).toHaveTextContent('No partner offers match'));
  });

  it('how to use, reviews, app ratings and FAQ disclosures with FAQPage data', async () => {
    const user = userEvent.setup();
    renderHome();
    const steps = await screen.findByRole('region', { name: 'How to use' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: 'Rated 4 out of 5' })).toHaveLength(2);
    expect(screen.getByText(/Android rating 4\.5/)).toBeInTheDocument();
    expect(screen.getByText(/iOS rating 4\.7/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute('href', homeData.appInstall.downloadLinkAndroid);

    const answer = screen.getByText(homeData.faqs[1]!.answer);
    expect(answer).not.toBeVisible();
    await user.click(screen.getByText('How much does it cost?'));
    expect(answer).toBeVisible();
    const ld = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}'));
    // WebSite and Organization come from the shell on home pages; the page adds its FAQ.
    expect(ld.map((item) => item['@type'])).toEqual(['FAQPage']);
    expect(ld.find((item) => item['@type'] === 'FAQPage').mainEntity).toHaveLength(3);
  });

  it('free trial: 8 logos and +4 MORE for 12 offers, the count in its title; its button asks for sign-in', async () => {
    const user = userEvent.setup();
    renderHome();
    const grid = await screen.findByRole('list', { name: 'Benefits in the free trial' });
    expect(within(grid).getAllByRole('img')).toHaveLength(8);
    expect(within(grid).getByText('+4 MORE')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'START FREE TRIAL' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it("the mobile bar reads 'Benefits Worth: ₹20,000' and takes the visitor to the core offers", async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderHome();
    await user.click(await screen.findByRole('button', { name: 'Benefits Worth: ₹20,000' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.getElementById('key-benefits')).toHaveFocus();
  });

  it('the loader waits for the home texts and starts the banners at the same time, never downloading the catalogue', async () => {
    const { data } = renderHome();
    await firstScreen();
    await screen.findByRole('tablist', { name: 'Benefit categories' });
    expect(paths(data.requests)).toEqual(expect.arrayContaining(['/c/prime/home', '/c/primeplus/viewport', '/c/uf/product/promotions']));
    // the tabs, exclusives and partner logos come with the home data
    expect(paths(data.requests)).not.toContain('/nc/prime/categories/offers');
    // The home page carries the partner's own page title.
    expect(document.title).toBe(testPartner().pageTitle);
  });

  it('a banner failure hides the banners, not the page', async () => {
    renderHome({ answers: { failing: ['/c/primeplus/viewport', '/c/uf/product/promotions'] } });
    expect(await firstScreen()).toBeInTheDocument();
    await screen.findByRole('region', { name: 'How to use' });
    expect(screen.queryByRole('region', { name: 'Weekly promotions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
  });

  it("speaks Hindi in a Hindi page: the first screen from its own catalogue, the sections below from the library's", async () => {
    stubBrowser();
    renderRoute(homeRoute, { locale: 'hi' });
    expect(await screen.findByRole('region', { name: 'मेंबरशिप' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('20+ सब्सक्रिप्शन | 40+ ब्रांड')).toBeInTheDocument();
    expect(screen.getByText('मेंबरशिप की कीमत')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'लोकप्रिय बेनिफ़िट्स' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^बेनिफ़िट्स की कुल कीमत: ₹/ })).toBeInTheDocument();
  });
});
