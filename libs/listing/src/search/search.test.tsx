import { errorResponse, makeOffer, ok, type Responder } from '@rewards/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as searchRoute from '../routes/search';
import { renderPage } from '@rewards/offers/testing/renderPage';

const results = Array.from({ length: 14 }, (_, index) =>
  makeOffer({ id: index + 1, name: `pizza-${index + 1}`, header: `Pizza deal ${index + 1}`, companyName: `Pizzeria ${index + 1}`, categorySlug: 'food-delivery' }),
);

function openSearch(respond: Responder, { history = ['/userfeed'], state }: { history?: string[]; state?: unknown } = {}) {
  const rendered = renderPage(searchRoute, { path: '/search', url: '/search', respond, member: true, history });
  if (state !== undefined) void rendered.router.navigate('/search', { replace: true, state });
  return rendered;
}

const searchBodies = (requests: Request[]) => Promise.all(requests.map(async (request) => (await request.clone().json()) as { query: string }));

describe('search route', () => {
  it('is a dialog titled Search with the Search Offers field', async () => {
    openSearch(() => ok([]));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('searchbox', { name: 'Search Offers' })).toBeInTheDocument();
  });

  it('searches the trimmed text after typing pauses and shows at most 12 results linking to their offers', async () => {
    const { requestsTo } = openSearch(() => ok(results));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search Offers' }), '  pizza ');
    // Fires once typing has paused (debounced), so wait past the debounce on a busy machine.
    const list = await screen.findByRole('list', { name: 'Results for pizza' }, { timeout: 4000 });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveAttribute('href', '/categories/food-delivery/pizza-1');
    expect(links[0]).toHaveAccessibleName('Pizza deal 1 Pizzeria 1');
    expect(await searchBodies(requestsTo('/nc/prime/benefit/search'))).toEqual([{ query: 'pizza' }]);
  });

  it('speaks Hindi in a Hindi page', async () => {
    renderPage(searchRoute, { path: '/search', url: '/search', respond: () => ok([]), member: true, history: ['/userfeed'], locale: 'hi' });
    const dialog = await screen.findByRole('dialog', { name: 'खोजें' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('searchbox', { name: 'ऑफ़र खोजें' }), 'pi{Enter}');
    expect(screen.getByText('ब्रांड, कैटेगरी और ऑफ़र खोजने के लिए कम से कम 3 अक्षर टाइप करें।')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'ऑफ़र खोजें' }), 'zza{Enter}');
    expect(await screen.findByText('कोई नतीजा नहीं मिला')).toBeInTheDocument();
  });

  it('does not search fewer than 3 characters', async () => {
    const { requestsTo } = openSearch(() => ok(results));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search Offers' }), 'pi{Enter}');
    expect(screen.getByText('Type at least 3 characters to search brands, categories and offers.')).toBeInTheDocument();
    expect(requestsTo('/nc/prime/benefit/search')).toHaveLength(0);
  });

  it('leaves out results with a ctaDetail', async () => {
    openSearch(() => ok([{ ...results[0], ctaDetail: { label: 'Join now' } }, results[1]]));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search Offers' }), 'pizza{Enter}');
    const list = await screen.findByRole('list', { name: 'Results for pizza' });
    expect(within(list).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/categories/food-delivery/pizza-2']);
  });

  it("says 'No Result Found' when nothing matches, and clearing the field clears the results", async () => {
    openSearch(() => ok([]));
    const user = userEvent.setup();
    const field = await screen.findByRole('searchbox', { name: 'Search Offers' });
    await user.type(field, 'zzzz{Enter}');
    expect(await screen.findByText('No Result Found')).toBeInTheDocument();
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(screen.queryByText('No Result Found')).not.toBeInTheDocument();
    expect(screen.getByText('Type at least 3 characters to search brands, categories and offers.')).toBeInTheDocument();
  });

  it('shows a pending state, then the server message on failure', async () => {
    let fail: (response: Response) => void = () => undefined;
    openSearch(() => new Promise<Response>((resolve) => (fail = resolve)));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search Offers' }), 'pizza{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
    fail(errorResponse(500, 'TP500', 'Search is down for maintenance'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is down for maintenance');
  });

  it('closing goes back when the app has history', async () => {
    const { router } = openSearch(() => ok([]), { history: ['/categories'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/categories');
  });

  it("closing goes to the partner's home when search was the first page", async () => {
    const { router } = openSearch(() => ok([]), { history: [] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(router.state.location.pathname).toBe('/userfeed');
  });

  it('keeps the source_origin from the location state for analytics', async () => {
    openSearch(() => ok([]), { state: { source_origin: 'top_nav_bar_home_feed' } });
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await within(dialog).findByRole('searchbox');
    await waitFor(() => expect(dialog.querySelector('[data-source-origin="top_nav_bar_home_feed"]')).not.toBeNull());
  });
});
