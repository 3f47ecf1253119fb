// The frame's session rules for a GUEST session (guest checkout, spec §2, §4, §6): admitted on
// the payment pages only, never shown as logged in, sent to /login when blocked, and ended by the
// home page's load.
import { loginResult, makeUser, testSessionStore } from '@rewards/auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RegistryEntry, member, paymentPage, standard } from '../routing/registry';
import { renderApp } from '../testing/renderApp';

const page = (text: string) => async () => ({ Component: () => <h1>{text}</h1> });

const registry: RegistryEntry[] = [
  { path: '/', handle: { header: 'transparent', footer: true, homePage: true }, load: page('Home page') },
  { path: '/categories', handle: standard, load: page('Listing page') },
  { path: '/payment', handle: paymentPage, load: page('Review Order') },
  { path: '/profile', handle: member, load: page('Profile page') },
  { path: '/login', handle: standard, load: page('Login page') },
];

const LOGOUT = '/c/prime/prime/home/logout/v2';
/** A member the profile-completion prompts leave alone (a prompt is a modal over the page). */
const completeProfile = { city: 'Mumbai', gender: 'F' } as const;
const api = { [LOGOUT]: { success: true, data: { loggedOut: true } } };

function guestSession() {
  const session = testSessionStore(null);
  session.completeLogin(loginResult('SHOW_HOME', { loginType: 'GUEST', mobileVerified: false }));
  session.finishArriving();
  return session;
}

describe('a GUEST session in the frame', () => {
  it('opens the payment page without logging in', async () => {
    const session = guestSession();
    renderApp('/payment', { registry, api, session });
    expect(await screen.findByRole('heading', { name: 'Review Order' })).toBeInTheDocument();
    expect(session.getState()).toMatchObject({ status: 'loggedOut', loginType: 'GUEST' });
  });

  it('is never shown as logged in: the header still offers sign in', async () => {
    renderApp('/categories', { registry, api, session: guestSession() });
    await screen.findByRole('heading', { name: 'Listing page' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'sign in' })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('may not open a member page: it goes to /login', async () => {
    const { router } = renderApp('/profile', { registry, api, session: guestSession() });
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['on the payment page', '/payment', 'Review Order'],
    ['on a page anyone may see', '/categories', 'Listing page'],
  ])('when blocked %s, goes to /login (spec §4)', async (_where, path, heading) => {
    const session = guestSession();
    const { router } = renderApp(path, { registry, api, session });
    await screen.findByRole('heading', { name: heading });
    act(() => session.onSessionEnded('blocked'));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(session.getState()).toMatchObject({ status: 'loggedOut', blocked: true, accessToken: undefined, endedBy: undefined });
  });

  it('a blocked member is only logged out where they are', async () => {
    const session = testSessionStore(makeUser(completeProfile));
    const { router } = renderApp('/categories', { registry, api, session });
    await screen.findByRole('heading', { name: 'Listing page' });
    act(() => session.onSessionEnded('blocked'));
    await waitFor(() => expect(session.getState()).toMatchObject({ status: 'loggedOut', blocked: true, endedBy: undefined }));
    expect(router.state.location.pathname).toBe('/categories');
  });

  it('ends on the home page: the guest is a visitor again (spec §4, home load)', async () => {
    const session = guestSession();
    renderApp('/', { registry, api, session });
    await screen.findByRole('heading', { name: 'Home page' });
    await waitFor(() => expect(session.getState()).toMatchObject({ status: 'loggedOut', loginType: undefined, accessToken: undefined }));
  });
});

describe('a member session that ends', () => {
  it('a member whose session cannot be renewed on a member page goes to /login once, and back there after logging in', async () => {
    const session = testSessionStore(makeUser(completeProfile));
    const { router } = renderApp('/profile', { registry, api, session });
    await screen.findByRole('heading', { name: 'Profile page' });
    act(() => session.onSessionEnded('renew-error'));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { from: '/profile' } });
    expect(session.getState()).toMatchObject({ renewError: true, endedBy: undefined });
  });
});
