import { errorResponse, makeCategory, makeOffer, ok } from '@rewards/api-client/testing';
import type { Category } from '@rewards/api-contract';
import { createOverlayStore } from '@rewards/platform';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as categoriesRoute from '../routes/categories';
import * as categoryRoute from '../routes/category';
import { renderPage } from '@rewards/offers/testing/renderPage';

const open = makeOffer({ id: 100, name: 'dine-1', header: 'Flat 20% off', companyName: 'Tandoor Tales', categorySlug: 'dining', keyPoints: ['<p>Valid twice a month</p>', '<p>Dine-in only</p>'] });
const locked = makeOffer({ id: 101, name: 'dine-2', header: 'Free dessert', companyName: 'Sweet Spot', categorySlug: 'dining', locked: true, keyPoints: ['<p>One per table</p>'] });
const broken = makeOffer({ id: 102, name: 'dine-3', header: 'Extra 10% off', companyName: 'Curry Club', categorySlug: 'dining', locked: true, keyPoints: [], extraInfoMap: { keyPoints: '["<p>cut off' } });
const dining = makeCategory({ id: 4, name: 'dining', displayName: 'Dining', slug: 'dining', offers: [open, locked, broken] });
const categories: Category[] = [makeCategory({ id: 999, name: 'all', displayName: 'All', slug: 'all', offers: dining.offers }), dining];

const respond = (request: Request) =>
  new URL(request.url).pathname === '/nc/prime/categories/offers' ? ok({ categories, totalOffers: 3 }) : errorResponse(404, '404', 'not found');

/** A browser `width` px wide: min-width and max-width queries answer as it would. */
function viewport(width: number) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(media);
    const max = /max-width:\s*([\d.]+)px/.exec(media);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !media.includes('prefers-reduced-motion');
    return { media, matches, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false };
  });
}

/** The card (its list item) whose header this is. */
const card = (header: string) => screen.getAllByText(header)[0]!.closest('li')!;

describe('clp_key_points_modal on the category listing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('below 1024 px, Key points opens the panel with the offer, its key points and View offer', async () => {
    viewport(390);
    const overlays = createOverlayStore();
    const user = userEvent.setup();
    renderPage(categoryRoute, { path: '/categories/:catName', url: '/categories/dining', respond, member: true, overlays, routes: [{ path: '/categories/:catName/:brand', element: <p>offer page</p> }] });
    await screen.findByRole('heading', { level: 1, name: 'Dining' });
    const button = within(card('Flat 20% off')).getByRole('button', { name: 'Key points' });
    // The panel takes over once the browser has told the page its width (a transition after hydration).
    await waitFor(() => expect(button).toHaveAttribute('aria-haspopup', 'dialog'));
    expect(button).not.toHaveAttribute('aria-expanded');
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Flat 20% off' });
    expect(overlays.current()?.type).toBe('clp_key_points_modal');
    expect(panel).toHaveAccessibleDescription('Tandoor Tales');
    expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Valid twice a month', 'Dine-in only']);
    await user.click(within(panel).getByRole('link', { name: 'View offer' }));
    expect(await screen.findByText('offer page')).toBeInTheDocument();
    expect(overlays.current()).toBeNull();
  });

  it('a visitor tapping a locked offer gets the panel with Members only and Sign in to unlock, which opens sign-in in its place', async () => {
    viewport(390);
    const overlays = createOverlayStore();
    const user = userEvent.setup();
    renderPage(categoriesRoute, { path: '/categories', url: '/categories', respond, overlays });
    await screen.findByRole('heading', { level: 1, name: 'Benefits' });
    const locked = within(card('Free dessert')).getByRole('button', { name: /Free dessert/ });
    await waitFor(() => expect(locked).toHaveAttribute('aria-haspopup', 'dialog'));
    await user.click(locked);
    const panel = await screen.findByRole('dialog', { name: 'Free dessert' });
    expect(within(panel).getByText('One per table')).toBeInTheDocument();
    expect(within(panel).getByText('Members only: sign in or join to unlock this offer.')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'View offer' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Sign in to unlock' }));
    await waitFor(() => expect(overlays.current()?.type).toBe('sign_in'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Free dessert' })).not.toBeInTheDocument());
  });

  it('key points JSON that fails to parse shows as none', async () => {
    viewport(390);
    const user = userEvent.setup();
    // A member: the card leads to its page and has no points, so it has no Key points button at all.
    renderPage(categoryRoute, { path: '/categories/:catName', url: '/categories/dining', respond, member: true });
    await screen.findByRole('heading', { level: 1, name: 'Dining' });
    expect(within(card('Extra 10% off')).queryByRole('button', { name: 'Key points' })).not.toBeInTheDocument();
    cleanup();
    // A visitor: the locked card's tap opens the panel, which says there are none.
    renderPage(categoryRoute, { path: '/categories/:catName', url: '/categories/dining', respond });
    await screen.findByRole('heading', { level: 1, name: 'Dining' });
    const tap = within(card('Extra 10% off')).getByRole('button', { name: /Extra 10% off/ });
    // As in the tests above: the panel takes over once the page knows its width (a transition after hydration).
    await waitFor(() => expect(tap).toHaveAttribute('aria-haspopup', 'dialog'));
    await user.click(tap);
    const panel = await screen.findByRole('dialog', { name: 'Extra 10% off' });
    expect(within(panel).getByText('No key points for this offer yet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  });

  it('from 1024 px the card flips in place and no panel opens', async () => {
    viewport(1280);
    const overlays = createOverlayStore();
    const user = userEvent.setup();
    renderPage(categoryRoute, { path: '/categories/:catName', url: '/categories/dining', respond, member: true, overlays });
    await screen.findByRole('heading', { level: 1, name: 'Dining' });
    const button = within(card('Flat 20% off')).getByRole('button', { name: 'Key points' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(overlays.current()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
