import { layoutContent } from '@rewards/api-client/testing';
import type { User } from '@rewards/api-contract';
import { makeUser, paidMembership, testSessionStore } from '@rewards/auth/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VISIT_STORAGE_KEY } from '@rewards/partner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/renderApp';
import { layoutApi, shellRegistry as registry, viewportWidth } from '../testing/shellFixtures';
import { APP_DOWNLOAD_PROMPT_SNOOZE_MS, APP_DOWNLOAD_PROMPT_UNTIL_KEY } from './appDownloadPrompt';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/** A paid member on a variant the core site lists, with a complete profile unless told otherwise. */
function member(overrides: Partial<User> = {}) {
  return testSessionStore(
    makeUser({ ...paidMembership, primeProfile: 5, variantName: 'PRIME_ANNUAL', firstName: 'Aarav', city: 'Mumbai', gender: 'M', ...overrides }),
  );
}

const withCities = { ...layoutApi, '/c/prime/prime/cities': { success: true, data: { cities: [{ name: 'Pune', state: 'Maharashtra' }], states: ['Maharashtra'] } } };

const prompt = () => screen.queryByRole('dialog', { name: 'Everything is in the app' });

/** Long enough for the frame's data and any prompt to arrive. */
async function settle() {
  await screen.findByRole('heading', { name: /page$/ });
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

describe('app_download_prompt', () => {
  it('opens for a paid member on a listed variant on a phone, with both stores, and snoozes itself for 7 days', async () => {
    viewportWidth(390);
    const before = Date.now();
    const { overlays, unmount } = renderApp('/faq', { registry, api: layoutApi, session: member() });
    const dialog = await screen.findByRole('dialog', { name: 'Everything is in the app' });
    expect(overlays.current()?.type).toBe('app_download_prompt');
    expect(within(dialog).getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' })).toHaveAttribute('href', layoutContent.hamburgerMenu.downloadLinkAndroid);
    expect(within(dialog).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' })).toHaveAttribute('href', layoutContent.hamburgerMenu.downloadLinkIos);
    const until = Number(window.localStorage.getItem(APP_DOWNLOAD_PROMPT_UNTIL_KEY));
    expect(until).toBeGreaterThanOrEqual(before + APP_DOWNLOAD_PROMPT_SNOOZE_MS);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(prompt()).toBeNull());
    expect(overlays.current()).toBeNull();

    // The next page load within the week: no prompt.
    unmount();
    renderApp('/faq', { registry, api: layoutApi, session: member() });
    await settle();
    expect(prompt()).toBeNull();
  });

  it.each<[string, number, string, Partial<User>]>([
    ['from 768 px', 768, '/faq', {}],
    ['on a variant not in the list', 390, '/faq', { variantName: 'BCCL' }],
    ['without a variant', 390, '/faq', { variantName: null }],
    ['to a trial member', 390, '/faq', { primeProfile: 1 }],
    ['with a viewport id in the address', 390, '/faq?viewportId=12', {}],
    ['on a page no prompt may interrupt (terms)', 390, '/terms-and-conditions', {}],
  ])('is not shown %s', async (_, width, path, overrides) => {
    viewportWidth(width);
    // the terms page stands in as another page of the frame
    const terms = { path: '/terms-and-conditions', handle: { header: 'standard' as const, footer: false }, load: registry[2]!.load };
    renderApp(path, { registry: [...registry, terms], api: layoutApi, session: member(overrides) });
    await settle();
    expect(prompt()).toBeNull();
  });

  it('is not shown inside the member\'s app (`?app=` earlier in the tab)', async () => {
    viewportWidth(390);
    window.sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify({ inApp: true }));
    const { overlays } = renderApp('/faq', { registry, api: layoutApi, session: member() });
    await settle();
    expect(prompt()).toBeNull();
    expect(overlays.current()).toBeNull();
    expect(window.localStorage.getItem(APP_DOWNLOAD_PROMPT_UNTIL_KEY)).toBeNull();
  });

  it('waits for an open overlay to close', async () => {
    viewportWidth(390);
    const { overlays } = renderApp('/faq', { registry, api: layoutApi, session: member() });
    act(() => void overlays.open('error_modal', { payload: { message: 'Something failed' } }));
    await screen.findByRole('dialog', { name: 'Oops!' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(prompt()).toBeNull();
    act(() => overlays.close());
    expect(await screen.findByRole('dialog', { name: 'Everything is in the app' })).toBeInTheDocument();
  });

  it('takes the place of the profile prompts while it applies (a member with no city is not asked for one)', async () => {
    viewportWidth(390);
    renderApp('/faq', { registry, api: withCities, session: member({ city: null }) });
    const dialog = await screen.findByRole('dialog', { name: 'Everything is in the app' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(prompt()).toBeNull());
    await settle();
    expect(screen.queryByRole('dialog', { name: 'Which city do you live in?' })).toBeNull();
  });

  it('where it does not apply, the profile prompts ask as before', async () => {
    viewportWidth(1280);
    renderApp('/faq', { registry, api: withCities, session: member({ city: null }) });
    expect(await screen.findByRole('dialog', { name: 'Which city do you live in?' })).toBeInTheDocument();
    expect(prompt()).toBeNull();
  });
});
