import { ApiError } from '@rewards/api-client';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeAuthApi, loginResult, makeUser, renderWithSession, testSessionStore } from '../testing';
import { english } from '../testing/translate';
import { TICKET_MISSING_MESSAGE, TICKET_SPENT_MESSAGE, TicketingPage } from './TicketingPage';

function renderTicketing(route: string, exchangeTicket = vi.fn(async () => loginResult('SHOW_HOME')), store = testSessionStore(null, 'loggedOut')) {
  const view = renderWithSession(<TicketingPage />, { route, path: '/ticketing', authApi: fakeAuthApi({ exchangeTicket }), store });
  return { ...view, exchangeTicket };
}

describe('/ticketing', () => {
  it('exchanges the ticket once and takes the member home', async () => {
    const { exchangeTicket, store } = renderTicketing('/ticketing?ticketId=ticket-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/userfeed'));
    expect(exchangeTicket).toHaveBeenCalledTimes(1);
    expect(exchangeTicket).toHaveBeenCalledWith(expect.objectContaining({ ticketId: 'ticket-1', origin: 'LOGIN' }));
    expect(store.getState().status).toBe('loggedIn');
  });

  it("a spent or expired ticket says the server's reason and offers sign-in", async () => {
    const exchangeTicket = vi.fn(async () => {
      throw new ApiError(401, { success: false, responseMessage: 'The ticket is unknown, used or expired', userMessage: 'Your session has ended. Please log in again', systemErrorCode: 'TPJWT400' });
    });
    const { store } = renderTicketing('/ticketing?ticketId=spent', exchangeTicket);
    expect(await screen.findByRole('alert')).toHaveTextContent(TICKET_SPENT_MESSAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(store.getState().status).toBe('loggedOut');
  });

  it('a link without a ticket says so, without calling the server', () => {
    const { exchangeTicket } = renderTicketing('/ticketing');
    expect(screen.getByRole('alert')).toHaveTextContent(TICKET_MISSING_MESSAGE);
    expect(exchangeTicket).not.toHaveBeenCalled();
  });

  it('a member already signed in goes home without spending the ticket', async () => {
    const { exchangeTicket } = renderTicketing('/ticketing?ticketId=ticket-2', undefined, testSessionStore(makeUser()));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/userfeed'));
    expect(exchangeTicket).not.toHaveBeenCalled();
  });
});

describe('the page’s English refusals are the catalogue’s', () => {
  it.each([
    ['ticketing.missing', TICKET_MISSING_MESSAGE],
    ['ticketing.spent', TICKET_SPENT_MESSAGE],
  ])('%s', (key, text) => {
    expect(english(key)).toBe(text);
  });
});
