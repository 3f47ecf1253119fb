import { errorResponse, makeCategory, makeOffer, ok } from '@rewards/api-client/testing';
import type { Category } from '@rewards/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rewards/offers/testing/renderPage';
import * as categoriesRoute from './categories';
import * as categoryRoute from './category';

const dining = makeCategory({
  id: 4,
  name: 'dining',
  displayName: 'Dining',
  slug: 'dining',
  offers: Array.from({ length: 11 }, (_, index) =>
    makeOffer({ id: 100 + index, name: `dine-${index + 1}`, header: `Dining deal ${index + 1}`, companyName: `Diner ${index + 1}`, categorySlug: 'dining', welcome: false }),
  ),
});
const exclusive = makeOffer({
  id: 900,
  name: 'jazz-night',
  header: 'Jazz night at member prices',
  companyName: 'Blue Note',
  categorySlug: 'dining',
  extraInfoMap: { isXclusiveEvent: 'true', xclusiveStartTime: '2099-01-01T18:00:00Z', xclusiveEndTime: '2099-01-01T22:00:00Z' },
});
const fashion = makeCategory({
  id: 5,
  name: 'fashion',
  displayName: 'Fashion',
  slug: 'fashion',
  offers: [makeOffer({ id: 200, name: 'loom-20', header: 'Extra 20% off', companyName: 'Loomline', categorySlug: 'fashion', locked: true }), exclusive],
});
const all = makeCategory({ id: 999, name: 'all', displayName: 'All', slug: 'all', offers: [...dining.offers, ...fashion.offers] });
const categories: Category[] = [all, dining, fashion];

/** The cards of an offer list (its own items, not the lists inside the cards). */
const cards = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);

const respond = (request: Request) =>
  new URL(request.url).pathname === '/nc/prime/categories/offers' ? ok({ categories, totalOffers: 13 }) : errorResponse(404, '404', 'not found');

describe('categories listing', () => {
  it('lists every category with its first offers, a Show More revealing more, and no All category', async () => {
    renderPage(categoriesRoute, { path: '/categories', url: '/categories', respond });
    expect(await screen.findByRole('heading', { level: 1, name: 'Benefits' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All' })).not.toBeInTheDocument();
    const diningList = screen.getByRole('list', { name: 'Dining offers' });
    expect(cards(diningList)).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: 'Show More Dining offers' }));
    expect(cards(screen.getByRole('list', { name: 'Dining offers' }))).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Show More Dining offers' }));
    expect(cards(screen.getByRole('list', { name: 'Dining offers' }))).toHaveLength(11);
    expect(screen.queryByRole('button', { name: 'Show More Dining offers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More Fashion offers' })).not.toBeInTheDocument();
    expect(document.title).toBe('Benefits | Prime Rewards');
  });

  it('splits exclusive offers into their own strip linking to /categories/tpxclusives', async () => {
    renderPage(categoriesRoute, { path: '/categories', url: '/categories', respond });
    const fashionList = await screen.findByRole('list', { name: 'Fashion offers' });
    expect(within(fashionList).queryByText('Jazz night at member prices')).not.toBeInTheDocument();
    const strip = screen.getByRole('region', { name: 'TP Exclusives' });
    expect(within(strip).getByText('Jazz night at member prices')).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: 'See all exclusive offers' })).toHaveAttribute('href', '/categories/tpxclusives');
    // The strip's first picture is a phone's largest paint: loaded at once; the others when near the screen.
    const pictures = [...strip.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(pictures[0]).toBe('eager');
    expect(pictures.slice(1).every((loading) => loading === 'lazy')).toBe(true);
  });

  it('visitors clicking a locked offer toggle its key points and see Members only; members go to the offer', async () => {
    renderPage(categoriesRoute, { path: '/categories', url: '/categories', respond });
    const card = await screen.findByRole('button', { name: 'Extra 20% off Loomline' });
    expect(screen.getByText('Members only')).toBeInTheDocument();
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
  });

  it('members see a lock icon and a link to the locked offer', async () => {
    renderPage(categoriesRoute, { path: '/categories', url: '/categories', respond, member: true });
    expect(await screen.findByRole('link', { name: 'Extra 20% off Loomline' })).toHaveAttribute('href', '/categories/fashion/loom-20');
    expect(screen.getByRole('img', { name: 'Locked offer' })).toBeInTheDocument();
    expect(screen.queryByText('Members only')).not.toBeInTheDocument();
  });

  it('the card variant takes its base from the URL', async () => {
    renderPage(categoriesRoute, { path: '/categoriescard', url: '/categoriescard', respond, member: true });
    expect(await screen.findByRole('link', { name: 'Dining deal 1 Diner 1' })).toHaveAttribute('href', '/categoriescard/dining/dine-1');
    expect(within(screen.getByRole('navigation', { name: 'Categories' })).getByRole('link', { name: 'Fashion' })).toHaveAttribute('href', '/categoriescard/fashion');
  });

  it('speaks Hindi in a Hindi page: the sections, Show More, the exclusives strip and the chips', async () => {
    renderPage(categoriesRoute, { path: '/categories', url: '/categories', respond, locale: 'hi' });
    const diningList = await screen.findByRole('list', { name: 'Dining ऑफ़र' });
    expect(cards(diningList)).toHaveLength(4);
    expect(screen.getByText('आपके पसंदीदा ब्रांड्स के बेनिफ़िट्स, कैटेगरी के हिसाब से।')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'और दिखाएँ: Dining ऑफ़र' }));
    expect(cards(screen.getByRole('list', { name: 'Dining ऑफ़र' }))).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'सभी Dining ऑफ़र देखें' })).toHaveAttribute('href', '/categories/dining');
    const strip = screen.getByRole('region', { name: 'TP Exclusives' });
    expect(within(strip).getByRole('link', { name: 'सभी एक्सक्लूसिव ऑफ़र देखें' })).toHaveAttribute('href', '/categories/tpxclusives');
    expect(within(strip).getByText('RSVP करें')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'कैटेगरी' })).toBeInTheDocument();
  });

  it('renders the discount banner slot', async () => {
    renderPage(categoriesRoute, { path: '/categories', url: '/categories', respond, slots: { discountBanner: <p>Use code SAVE10</p> } });
    expect(await screen.findByText('Use code SAVE10')).toBeInTheDocument();
  });
});

describe('category page', () => {
  it("shows the category's offers with chips to the others", async () => {
    renderPage(categoryRoute, { path: '/categories/:catName', url: '/categories/fashion', respond });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fashion' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fashion offers' });
    expect(cards(list)).toHaveLength(1);
    const chips = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(chips).getByRole('link', { name: 'Fashion' })).toHaveAttribute('aria-current', 'page');
    expect(within(chips).getByRole('link', { name: 'Dining' })).toHaveAttribute('href', '/categories/dining');
    expect(document.title).toBe('Fashion offers | Prime Rewards');
  });

  it('finds a category by its display name lowercased (footer links)', async () => {
    renderPage(categoryRoute, { path: '/categories/:catName', url: '/categories/Dining', respond });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dining' })).toBeInTheDocument();
  });

  it('an unknown category is not found', async () => {
    renderPage(categoryRoute, { path: '/categories/:catName', url: '/categories/nothing-here', respond });
    expect(await screen.findByText('root boundary')).toBeInTheDocument();
  });
});
