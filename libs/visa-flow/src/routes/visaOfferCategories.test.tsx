import { errorResponse, makeCategory, makeOffer, ok, renderWithApi, testApi, type Responder } from '@rewards/api-client/testing';
import { makeUser, paidMembership, SessionTestProviders, testSessionStore } from '@rewards/auth/testing';
import { examplePartners } from '@rewards/partner/examples';
import { screen, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { cardCategories, Component, createLoader, OFFERS_PER_CATEGORY } from './visaOfferCategories';

const dining = makeCategory({
  id: 4,
  name: 'dining',
  displayName: 'Dining',
  slug: 'dining',
  offers: Array.from({ length: 10 }, (_, index) =>
    makeOffer({ id: 100 + index, name: `dine-${index + 1}`, header: `Dining deal ${index + 1}`, companyName: `Diner ${index + 1}`, categorySlug: 'dining' }),
  ),
});
const movies = makeCategory({
  id: 5,
  name: 'movies',
  displayName: 'Movies',
  slug: 'movies',
  offers: [makeOffer({ id: 200, name: 'screening', header: 'Member movie screening', companyName: 'Reel House', categorySlug: 'movies' })],
});
const empty = makeCategory({ id: 6, name: 'travel', displayName: 'Travel', slug: 'travel', offers: [] });
const all = makeCategory({ id: 999, name: 'all', displayName: 'All', slug: 'all', offers: [...dining.offers, ...movies.offers] });

const respond: Responder = (request) =>
  new URL(request.url).pathname === '/nc/prime/categories/offers' ? ok({ categories: [all, dining, movies, empty], totalOffers: 11 }) : errorResponse(404, '404', 'not found');

function renderPage() {
  const deps = testApi(respond);
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => <p>Loading…</p>,
        element: (
          <Suspense fallback={<p>Loading…</p>}>
            <Outlet />
          </Suspense>
        ),
        children: [
          { path: '/visa-offer/categories', Component, loader: createLoader(deps) },
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/visa-offer/categories'] },
  );
  const store = testSessionStore(makeUser({ ...paidMembership, cardNetwork: 'VISA' }));
  const wrapper = ({ children }: { children: ReactNode }) => <SessionTestProviders store={store}>{children}</SessionTestProviders>;
  renderWithApi(<RouterProvider router={router} />, { api: deps, partner: examplePartners.core, wrapper });
  return deps;
}

describe('/visa-offer/categories', () => {
  it('loads the category offers before it renders (so the server renders them too)', async () => {
    const deps = testApi(respond);
    await createLoader(deps)({ request: new Request('http://site.test/visa-offer/categories'), params: {}, context: undefined } as never);
    expect(deps.queryClient.getQueryData(deps.queries.category.list({}).queryKey)).toHaveLength(4);
  });

  it('shows Benefits & Subscriptions: the intro, then each category with its first offers leading into the card catalogue', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Benefits & Subscriptions' })).toBeInTheDocument();
    expect(screen.getByText(/Your Prime Rewards membership through your Visa Signature Card/)).toBeInTheDocument();
    expect(document.title).toBe('Benefits & Subscriptions | Prime Rewards');
    expect(screen.queryByRole('heading', { name: 'All' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Travel' })).not.toBeInTheDocument();

    const diningList = screen.getByRole('list', { name: 'Dining offers' });
    expect(within(diningList).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/categoriescard/dining/'))).toHaveLength(OFFERS_PER_CATEGORY);
    expect(screen.getByRole('link', { name: 'See all Dining offers' })).toHaveAttribute('href', '/categoriescard/dining');
    expect(screen.queryByRole('link', { name: 'See all Movies offers' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Movies offers' })).getByRole('link', { name: /Reel House/ })).toHaveAttribute('href', '/categoriescard/movies/screening');
  });

  it('keeps the real categories with offers', () => {
    expect(cardCategories([all, dining, movies, empty]).map((category) => category.slug)).toEqual(['dining', 'movies']);
  });
});
