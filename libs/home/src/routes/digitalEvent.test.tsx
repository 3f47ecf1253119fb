import type { DigitalEvent } from '@rewards/api-client';
import { testApi } from '@rewards/api-client/testing';
import { errorResponse, ok } from '@rewards/api-client/testing';
import { makeUser, testSessionStore } from '@rewards/auth/testing';
import type { SessionStore } from '@rewards/auth';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, isRouteErrorResponse, Outlet, RouterProvider, useLocation, useRouteError } from 'react-router-dom';
import { makeDigitalEvent, recordedDigitalEvent, upcomingDigitalEvent } from '../digitalEvents/testing';
import { HomeProviders } from '@rewards/offers/testing/home/HomeProviders';
import { stubBrowser } from '@rewards/offers/testing/home/stubBrowser';
import { testPartner } from '@rewards/offers/testing/fixtures';
import * as digitalEvent from './digitalEvent';
import * as slikePaywall from './slikePaywall';

function Elsewhere() {
  const location = useLocation();
  return <p>Now at {`${location.pathname}${location.search}`}</p>;
}
function RouteError() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) && error.status === 404 ? 'The not-found page' : 'The error page'}</p>;
}

/** The page in a data router with the app's providers, over a fake API that answers the event (or 404). */
function renderPage(page: typeof digitalEvent | typeof slikePaywall, path: string, { event, session }: { event?: DigitalEvent; session?: SessionStore } = {}) {
  const data = testApi((request) => {
    const url = new URL(request.url).pathname;
    if (event && url === `/nc/prime/digital-event/${event.name}`) return ok(event);
    return errorResponse(404, '404', 'This event does not exist.', '404 event not found');
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <HomeProviders data={data} partner={testPartner()} session={session}>
            <Outlet />
          </HomeProviders>
        ),
        ErrorBoundary: RouteError,
        children: [
          { path: page === digitalEvent ? '/digital-event/:offerName' : '/slike-paywall', Component: page.Component, ErrorBoundary: RouteError },
          { path: '*', Component: Elsewhere },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { data, router };
}

const member = () => testSessionStore(makeUser({ primeProfile: 5 }));

beforeEach(() => {
  stubBrowser();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/digital-event/{offerName}', () => {
  it('shows a live event with Watch live, which opens the full-screen video at volume 70; Escape closes it', async () => {
    const event = makeDigitalEvent();
    renderPage(digitalEvent, `/digital-event/${event.name}`, { event, session: member() });
    expect(await screen.findByRole('heading', { level: 1, name: event.header }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('LIVE NOW')).toBeInTheDocument();
    expect(screen.getByText('Streaming live now for members.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About the event' })).toHaveTextContent('intimate concerts');
    expect(screen.getByRole('link', { name: 'Member prices and booking for this event' })).toHaveAttribute('href', `/categories/tpxclusives/${event.name}`);
    const user = userEvent.setup();
    const watch = screen.getByRole('button', { name: 'Watch live' });
    await user.click(watch);
    const dialog = screen.getByRole('dialog', { name: event.header });
    const video = dialog.querySelector('video') as HTMLVideoElement;
    expect(video.querySelector('source')).toHaveAttribute('src', '/static/video/sample-event.webm');
    await waitFor(() => expect(video.volume).toBe(0.7));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(watch).toHaveFocus();
  });

  it('says when an upcoming event starts, with a countdown, and offers no Watch yet', async () => {
    const event = upcomingDigitalEvent();
    renderPage(digitalEvent, `/digital-event/${event.name}`, { event, session: member() });
    expect(await screen.findByText('UPCOMING', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/^Starts on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST\./)).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: /^Starts in 1 day 2 hours/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Watch/ })).not.toBeInTheDocument();
  });

  it('offers the recording of an event that has ended', async () => {
    const event = recordedDigitalEvent();
    renderPage(digitalEvent, `/digital-event/${event.name}`, { event, session: member() });
    expect(await screen.findByRole('button', { name: 'Watch the recording' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('RECORDED')).toBeInTheDocument();
  });

  it('offers the membership, not Watch, to an account without one', async () => {
    const event = makeDigitalEvent({ mayWatch: false, video: null });
    renderPage(digitalEvent, `/digital-event/${event.name}`, { event, session: testSessionStore(makeUser({ primeProfile: 0 })) });
    expect(await screen.findByText(/This event is for .+ members\. Join to watch it\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'JOIN NOW' })).toHaveAttribute('href', '/payment');
    expect(screen.queryByRole('button', { name: /Watch/ })).not.toBeInTheDocument();
  });

  it('opens the offer page of an offer that is not streamed', async () => {
    const event = makeDigitalEvent({ name: 'cinema-under-stars-classics', isDigitalEvent: false, state: null, video: null });
    renderPage(digitalEvent, `/digital-event/${event.name}`, { event, session: member() });
    expect(await screen.findByText('Now at /categories/tpxclusives/cinema-under-stars-classics', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('is the not-found page for an unknown name', async () => {
    renderPage(digitalEvent, '/digital-event/no-such-event', { session: member() });
    expect(await screen.findByText('The not-found page', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks for nothing before the session is there (the frame sends visitors to /login)', async () => {
    const { data } = renderPage(digitalEvent, '/digital-event/mehfil-live-sufi-night');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the event…');
    expect(data.requests).toHaveLength(0);
  });
});

describe('/slike-paywall', () => {
  it('tells a visitor the video is for members, with the free trial, the plans and sign-in back to the video', async () => {
    renderPage(slikePaywall, '/slike-paywall?returnUrl=%2Fdigital-event%2Fmehfil-live-sufi-night');
    expect(await screen.findByRole('heading', { level: 1, name: 'This video is for members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'START FREE TRIAL' })).toHaveAttribute('href', '/payment?flow=trial');
    expect(screen.getByRole('link', { name: 'see the membership plans' })).toHaveAttribute('href', '/payment');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Sign in to watch' }));
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
  });

  it('sends a member back to the video', async () => {
    renderPage(slikePaywall, '/slike-paywall?returnUrl=%2Fdigital-event%2Fmehfil-live-sufi-night', { session: member() });
    expect(await screen.findByText('Now at /digital-event/mehfil-live-sufi-night')).toBeInTheDocument();
  });

  it('never sends a member to another site: a foreign returnUrl leads to the events', async () => {
    renderPage(slikePaywall, '/slike-paywall?returnUrl=https%3A%2F%2Fevil.example%2Fsteal', { session: member() });
    expect(await screen.findByText('Now at /event-landing')).toBeInTheDocument();
  });
});
