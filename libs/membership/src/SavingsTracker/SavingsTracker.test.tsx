import { byPath, emptySavingsBreakdown, errorResponse, makeSavingsBreakdown, never, ok, testApi, type Responder } from '@rewards/api-client/testing';
import type { SavingsBreakdown } from '@rewards/api-contract';
import { fakeAuthApi, makeUser, renderWithSession, testSessionStore } from '@rewards/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { english } from '../testing/translate';
import { chartDescription } from './MonthlyChart';
import { SavingsTracker } from './SavingsTracker';

const member = makeUser({ primeProfile: 5, totalSavings: 2450 });

function renderTracker(respond: Responder, user = member, route = '/profile') {
  const store = testSessionStore(user);
  const api = testApi(respond, { authApi: fakeAuthApi() });
  const view = renderWithSession(<SavingsTracker />, { api, store, route, path: '/profile' });
  return { ...view, store, api };
}

const answering = (breakdown: SavingsBreakdown) => byPath({ '/nc/prime/savings': () => ok(breakdown) });

/** Rupee figures in a table column (the last cell of each body row), as numbers. */
function column(table: HTMLElement, index: number): number[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'))
    .map((row) => Number((within(row).getAllByRole('cell')[index]?.textContent ?? '').replace(/[^0-9.]/g, '')));
}
const footTotal = (table: HTMLElement) => Number((table.querySelector('tfoot td:last-child')?.textContent ?? '').replace(/[^0-9.]/g, ''));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('SavingsTracker', () => {
  it('headlines the total and how many times it covers what the member paid', async () => {
    renderTracker(answering(makeSavingsBreakdown()));
    const section = await screen.findByRole('region', { name: 'Your savings' });
    expect(await within(section).findByText('₹3,196')).toBeInTheDocument();
    expect(within(section).getByText('You have saved 3.1 times what you paid (₹999)')).toBeInTheDocument();
    expect(within(section).getByText(/7 benefits availed since August 2026/)).toBeInTheDocument();
  });

  it('draws the months as one described image, and lists categories and brands with their shares', async () => {
    renderTracker(answering(makeSavingsBreakdown()));
    const chart = await screen.findByRole('img', { name: 'Savings by month' });
    expect(chart).toHaveAccessibleDescription(chartDescription(english, makeSavingsBreakdown().months));
    expect(chart).toHaveAccessibleDescription(/Most saved in August 2026 \(₹1,200\)\. August 2026: ₹1,200; September 2026: ₹798; October 2026: ₹0; November 2026: ₹1,198\./);
    const categories = screen.getByRole('list', { name: 'Savings by category' });
    expect(within(categories).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dining₹2,00063% of your savings · 3 benefits availed',
      'OTT₹1,19637% of your savings · 4 benefits availed',
    ]);
    expect(within(screen.getByRole('list', { name: 'Savings by brand' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it("shows the figures as tables on request, each adding up to the total in its footer", async () => {
    const user = userEvent.setup();
    renderTracker(answering(makeSavingsBreakdown()));
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img', { name: 'Savings by month' })).not.toBeInTheDocument();

    const months = screen.getByRole('table', { name: 'Savings by month' });
    // newest month first
    expect(within(months).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['November 2026', 'October 2026', 'September 2026', 'August 2026', 'Total']);
    for (const name of ['Savings by month', 'Savings by category', 'Savings by brand']) {
      const table = screen.getByRole('table', { name });
      expect(sum(column(table, 1)), name).toBe(3196);
      expect(footTotal(table), name).toBe(3196);
    }
    await user.click(toggle);
    expect(screen.getByRole('img', { name: 'Savings by month' })).toBeInTheDocument();
  });

  it('adds savings recorded before the itemised history as a row of every breakdown', async () => {
    const user = userEvent.setup();
    const breakdown = makeSavingsBreakdown({ totalSavings: 4850, earlierSavings: 1654, comparison: { basis: 'PLAN_PRICE', amount: 999, ratio: 4.8 } });
    renderTracker(answering(breakdown));
    expect(await screen.findByText('₹4,850')).toBeInTheDocument();
    expect(screen.getByText('You have saved 4.8 times the price of a membership (₹999)')).toBeInTheDocument();
    expect(screen.getByText(/₹1,654 of it was saved before your savings were recorded code by code/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    for (const name of ['Savings by month', 'Savings by category', 'Savings by brand']) {
      const table = screen.getByRole('table', { name });
      expect(within(table).getByRole('rowheader', { name: 'Earlier savings (not itemised)' })).toBeInTheDocument();
      expect(sum(column(table, 1)), name).toBe(4850);
    }
  });

  it('scrolls itself into view once loaded when the address asks for it (/profile#savings)', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderTracker(answering(makeSavingsBreakdown()), member, '/profile#savings');
    await screen.findByText('₹3,196');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Your savings' }));
  });

  it('brings the session’s total up to date with what it read', async () => {
    const { store } = renderTracker(answering(makeSavingsBreakdown()));
    await screen.findByText('₹3,196');
    expect(store.getState().user?.totalSavings).toBe(3196);
  });

  it('tells a member with no savings yet how to start, without a comparison', async () => {
    renderTracker(answering(emptySavingsBreakdown()), makeUser({ primeProfile: 5, totalSavings: 0 }));
    expect(await screen.findByText(/You have not saved with your membership yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a benefit to use' })).toHaveAttribute('href', '/userfeed');
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
    expect(screen.queryByText(/times/)).not.toBeInTheDocument();
  });

  it('says it is loading, then offers another try when the call fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderTracker(byPath({ '/nc/prime/savings': () => (fail ? errorResponse(500, 'TP500', 'Something went wrong') : ok(makeSavingsBreakdown())) }));
    const section = screen.getByRole('region', { name: 'Your savings' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading your savings…');
    expect(await within(section).findByRole('alert')).toHaveTextContent('We could not load your savings. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('₹3,196')).toBeInTheDocument();
  });

  it('asks for the signed-in member’s savings once, and nothing for a visitor', async () => {
    const pending = renderTracker(() => never());
    await waitFor(() => expect(pending.api.requestsTo('/nc/prime/savings')).toHaveLength(1));
    pending.unmount();
    const visitor = renderTracker(answering(makeSavingsBreakdown()), null as never);
    expect(screen.queryByRole('region', { name: 'Your savings' })).not.toBeInTheDocument();
    expect(visitor.api.requests).toHaveLength(0);
  });
});
