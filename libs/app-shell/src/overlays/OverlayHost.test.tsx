import { jsonResponse, layoutContent } from '@rewards/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VISIT_STORAGE_KEY } from '@rewards/partner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/renderApp';
import { layoutApi, memberSession, shellRegistry as registry, viewportWidth } from '../testing/shellFixtures';
import { APP_BANNER_COOKIE } from './appBanner';
import { APP_BANNER_TRIAL_DELAY_MS } from './AppBannerHost';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.sessionStorage.clear();
  document.cookie = `${APP_BANNER_COOKIE}=; path=/; max-age=0`;
});

describe('the error modal', () => {
  it('opens from a route state message with the Oops! title, is dismissable, and is not shown again', async () => {
    const { router } = renderApp({ pathname: '/faq', state: { responseMessage: 'Your code has expired' } }, { registry, api: layoutApi });

    const dialog = await screen.findByRole('dialog', { name: 'Oops!' });
    expect(within(dialog).getByText('Your code has expired')).toBeInTheDocument();
    // The state is cleared, so Back or a reload do not bring it back.
    await waitFor(() => expect(router.state.location.state).toBeNull());

    await userEvent.click(within(dialog).getByRole('button', { name: 'OKAY' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
  });

  it('takes a title from the state, and closes with Close', async () => {
    renderApp({ pathname: '/faq', state: { responseMessage: 'Payment failed', title: 'Payment' } }, { registry, api: layoutApi });

    const dialog = await screen.findByRole('dialog', { name: 'Payment' });
    expect(within(dialog).getByText('Payment failed')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens nothing for a navigation without a message', async () => {
    renderApp({ pathname: '/faq', state: { source_origin: 'deeplink' } }, { registry, api: layoutApi });
    await screen.findByRole('heading', { name: 'FAQ page' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('one overlay at a time', () => {
  it('opening the login popup closes the city dialog', async () => {
    const cities = { success: true, data: { cities: [{ name: 'Pune', state: 'Maharashtra' }], states: ['Maharashtra'] } };
    const { overlays } = renderApp('/faq', { registry, api: { ...layoutApi, '/c/prime/prime/cities': cities } });
    await screen.findByRole('heading', { name: 'FAQ page' });

    await userEvent.click(screen.getByRole('button', { name: 'Select City' }));
    expect(await screen.findByRole('dialog', { name: 'Select City' })).toBeInTheDocument();

    act(() => void overlays.open('sign_in'));

    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select City' })).toBeNull());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    // and the other way round
    act(() => void overlays.open('city_selection_pop_up', { key: 'header' }));
    expect(await screen.findByRole('dialog', { name: 'Select City' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull());
  });

  it('an unknown overlay type shows nothing and leaves the open one open', async () => {
    const { overlays } = renderApp('/faq', { registry, api: layoutApi });
    await screen.findByRole('heading', { name: 'FAQ page' });
    await userEvent.click(screen.getByRole('button', { name: 'Select City' }));
    await screen.findByRole('dialog', { name: 'Select City' });

    let opened = true;
    act(() => {
      opened = overlays.open('promo_wheel');
    });

    expect(opened).toBe(false);
    expect(overlays.current()).toEqual({ type: 'city_selection_pop_up', key: 'header' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Select City' })).toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('opens the city sheet with Enter, closes it with Escape, and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderApp('/faq', { registry, api: layoutApi });
    await screen.findByRole('heading', { name: 'FAQ page' });
    const opener = screen.getByRole('button', { name: 'Select City' });

    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Select City' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('opens the login popup with Space, closes it with Escape, and gives focus back to sign in', async () => {
    const user = userEvent.setup();
    renderApp('/faq', { registry, api: layoutApi });
    await screen.findByRole('heading', { name: 'FAQ page' });
    const opener = screen.getByRole('button', { name: 'sign in' });

    opener.focus();
    await user.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});

describe('the app banner', () => {
  const appLink = layoutContent.hamburgerMenu.downloadLinkAndroid;

  it('offers a paid member on a phone the app at once, and stays closed for the browser session once closed', async () => {
    viewportWidth(375);
    const { unmount } = renderApp('/faq', { registry, api: layoutApi, session: memberSession(5) });

    const banner = await screen.findByRole('complementary', { name: 'Get the app' });
    expect(within(banner).getByRole('link', { name: 'Download' })).toHaveAttribute('href', appLink);

    await userEvent.click(within(banner).getByRole('button', { name: 'Close Get the app' }));
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).toBeNull();
    expect(document.cookie).toContain(`${APP_BANNER_COOKIE}=closed`);

    unmount();
    renderApp('/faq', { registry, api: layoutApi, session: memberSession(5) });
    await screen.findByRole('heading', { name: 'FAQ page' });
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).toBeNull();
  });

  // From 768 px the stylesheet hides it (a real browser's check: apps/e2e member-first-html.spec.ts).
  it.each([['a trial member on a phone', 1, 375]] as const)('is not shown to %s', async (_, primeProfile, width) => {
    viewportWidth(width);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/faq', { registry, api: layoutApi, session: memberSession(primeProfile) });
    await screen.findByRole('heading', { name: 'FAQ page' });
    // Past any delay the banner could have.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(APP_BANNER_TRIAL_DELAY_MS * 2);
    });
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).toBeNull();
  });

  it('is not shown inside the member\'s app (`?app=` earlier in the tab)', async () => {
    viewportWidth(375);
    window.sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ inApp: true }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/faq', { registry, api: layoutApi, session: memberSession(5) });
    await screen.findByRole('heading', { name: 'FAQ page' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(APP_BANNER_TRIAL_DELAY_MS * 2);
    });
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).toBeNull();
  });

  it('waits 6 s in the free-trial flow', async () => {
    viewportWidth(375);
    document.cookie = `${APP_BANNER_COOKIE}=trial; path=/`;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The 6 s start when the member's frame arrives. The fake clock also follows real time and the
    // lazy page can take seconds to load on a busy machine (CI failed here once), so the frame is
    // held back until the page is there, and the count starts from its release.
    let releaseFrame = () => {};
    const frameHeld = new Promise<void>((resolve) => (releaseFrame = resolve));
    const heldLayoutApi = { '/c/prime/layout': async () => frameHeld.then(() => jsonResponse(200, layoutApi['/c/prime/layout'])) };
    renderApp('/faq', { registry, api: heldLayoutApi, session: memberSession(5) });
    await screen.findByRole('heading', { name: 'FAQ page' });
    await act(async () => releaseFrame());

    await act(async () => {
      await vi.advanceTimersByTimeAsync(APP_BANNER_TRIAL_DELAY_MS - 500);
    });
    expect(screen.queryByRole('complementary', { name: 'Get the app' })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(await screen.findByRole('complementary', { name: 'Get the app' })).toBeInTheDocument();
  });

  it('gives way to a dialog and comes back when it closes', async () => {
    viewportWidth(375);
    const { overlays } = renderApp('/faq', { registry, api: layoutApi, session: memberSession(5) });
    await screen.findByRole('complementary', { name: 'Get the app' });

    act(() => void overlays.open('error_modal', { payload: { message: 'Something failed' } }));
    expect(await screen.findByRole('dialog', { name: 'Oops!' })).toHaveTextContent('Something failed');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Get the app' })).toBeNull());
    act(() => overlays.close());
    expect(await screen.findByRole('complementary', { name: 'Get the app' })).toBeInTheDocument();
  });
});
