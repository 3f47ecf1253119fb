import { errorResponse, makeBanner, makeCategory, makeOffer, ok, viewportData, weeklyBanners } from '@rewards/api-client/testing';
import type { Category } from '@rewards/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@rewards/offers/testing/renderPage';
import { stubBrowser } from '@rewards/offers/testing/home/stubBrowser';
import * as userfeedRoute from './userfeed';

const trending = makeOffer({ id: 10, name: 'spice-route', header: 'Free dessert with every meal', companyName: 'Spice Route', categorySlug: 'dining', tagLabel: 'Trending', priority: 9, welcome: false });
const locked = makeOffer({ id: 11, name: 'loom-20', header: 'Extra 20% off', companyName: 'Loomline', categorySlug: 'fashion', locked: true, priority: 2, welcome: false });
const jazz = makeOffer({
  id: 12,
  name: 'jazz-night',
  header: 'Jazz night at member prices',
  companyName: 'Blue Note',
  categorySlug: 'dining',
  welcome: false,
  extraInfoMap: { isXclusiveEvent: 'true', xclusiveStartTime: '2099-01-01T18:00:00Z', xclusiveEndTime: '2099-01-01T22:00:00Z' },
});
const dining = makeCategory({ id: 4, name: 'dining', displayName: 'Dining', slug: 'dining', offers: [trending, jazz], companyOffers: [trending, jazz] });
const fashion = makeCategory({ id: 5, name: 'fashion', displayName: 'Fashion', slug: 'fashion', offers: [locked], companyOffers: [locked] });
const categories: Category[] = [dining, fashion];

const home = {
  exclusiveData: { tpExclusiveKnowMoreImage: '/static/2x/exclusive.svg', headerKnowMore: 'Preferential pricing', subHeaderKnowMore: 'Member prices at the best events' },
};

const homePageBanner = makeBanner({ id: 15, position: 50, altText: 'Every benefit on one page', ctaDetail: { text: 'Explore', actionType: 'HOME_PAGE' }, displayDetail: { description: 'Subscriptions, dining, travel and more' } });

function respond(request: Request) {
  const path = new URL(request.url).pathname;
  if (path === '/c/primeplus/viewport') return ok({ ...viewportData, weeklyViewport: { ...viewportData.weeklyViewport!, banners: [...weeklyBanners, homePageBanner] } });
  if (path === '/nc/prime/categories/offers') return ok({ categories, totalOffers: 3 });
  if (path === '/c/prime/home') return ok(home);
  return errorResponse(404, '404', 'not found');
}

// The weekly banners' carousel measures the screen: jsdom gets a phone.
beforeEach(() => stubBrowser());
afterEach(() => vi.unstubAllGlobals());

describe('member feed', () => {
  it("shows the home's weekly banners with the member branch of each action", async () => {
    renderPage(userfeedRoute, { path: '/userfeed', url: '/userfeed', respond, member: true });
    const weekly = await screen.findByRole('region', { name: 'Weekly promotions' });
    const href = (name: string | RegExp) => within(weekly).getByRole('link', { name }).getAttribute('href');
    // REVIEW_ORDER: payment with the banner's code; GET_CREDIT_REPORT: the credit check (a visitor would sign in).
    expect(href('Claim ₹100 off')).toBe('/payment?promo=WELCOME100');
    expect(href(/^Listen now/)).toBe('https://raagwave.example.com/monsoon');
    expect(within(weekly).getByRole('link', { name: /^Listen now/ })).toHaveAttribute('target', '_blank');
    expect(href('Explore')).toBe('/');
    expect(within(weekly).getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/creditscorecheck');
    // A member's CTAs are links to their targets, never the visitor's sign-in buttons.
    expect(within(weekly).queryByRole('button', { name: /Let's Go|Check Now/ })).not.toBeInTheDocument();
  });

  it('speaks Hindi in a Hindi page: the greeting, the widgets and the cards', async () => {
    renderPage(userfeedRoute, { path: '/userfeed', url: '/userfeed', respond, member: { firstName: 'Meera' }, locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'फिर से स्वागत है, Meera' })).toBeInTheDocument();
    expect(screen.getByText('देखिए, आज आपकी मेंबरशिप से आपको क्या-क्या मिल रहा है।')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ट्रेंडिंग प्रिविलेज' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अतिरिक्त बेनिफ़िट्स' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'इस हफ़्ते के प्रमोशन' })).toBeInTheDocument();
  });

  it('greets the member by first name', async () => {
    renderPage(userfeedRoute, { path: '/userfeed', url: '/userfeed', respond, member: { firstName: 'Meera' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Meera' })).toBeInTheDocument();
  });

  it('shows Trending Privileges, tagged offers first, whose cards open the offer page', async () => {
    const { router } = renderPage(userfeedRoute, { path: '/userfeed', url: '/userfeed', respond, member: true });
    const widget = await screen.findByRole('list', { name: 'Trending Privileges' });
    const links = within(widget).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Free dessert with every meal Spice Route');
    await userEvent.click(links[0]!);
    expect(router.state.location.pathname).toBe('/categories/dining/spice-route');
  });

  it("flips or expands a trending card to its key points with the card's button", async () => {
    renderPage(userfeedRoute, { path: '/userfeed', url: '/userfeed', respond, member: true });
    const widget = await screen.findByRole('list', { name: 'Trending Privileges' });
    const [toggle] = within(widget).getAllByRole('button', { name: 'Key points' });
    await userEvent.click(toggle!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows locked offers to members with a lock icon, as links', async () => {
    renderPage(userfeedRoute, { path: '/userfeed', url: '/userfeed', respond, member: true });
    const widget = await screen.findByRole('list', { name: 'Trending Privileges' });
    expect(within(widget).getByRole('link', { name: 'Extra 20% off Loomline' })).toBeInTheDocument();
    expect(within(widget).getByRole('img', { name: 'Locked offer' })).toBeInTheDocument();
  });

  it('loads the exclusives for members, split out of the categories', async () => {
    renderPage(userfeedRoute, { path: '/userfeed', url: '/userfeed', respond, member: true });
    const exclusives = await screen.findByRole('region', { name: /Curated experiences|Preferential pricing/ });
    expect(within(exclusives).getByText('Jazz night at member prices')).toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: 'Additional Benefits' });
    expect(within(benefits).queryByText('Jazz night at member prices')).not.toBeInTheDocument();
  });

  it('has the Additional Benefits heading with a tab per category', async () => {
    renderPage(userfeedRoute, { path: '/userfeed', url: '/userfeed', respond, member: true });
    const benefits = await screen.findByRole('region', { name: 'Additional Benefits' });
    const tabs = within(benefits).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Dining', 'Fashion']);
  });
});
