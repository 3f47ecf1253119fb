import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistryEntry } from '../routing/registry';
import { answerWith, renderApp } from '../testing/renderApp';
import { shellRegistry } from '../testing/shellFixtures';
import { SYSTEM_OVERLOAD_EVENT } from './overload';

const overloadHeading = { level: 1, name: 'We are a little busy right now' } as const;

// The FAQ page has a link to the support page, to make a route change from inside the app.
const registry: RegistryEntry[] = [
  ...shellRegistry.filter((entry) => entry.path !== '/faq'),
  {
    path: '/faq',
    // The header loads the layout: the call answered 429 below.
    handle: { header: 'standard', footer: false },
    load: async () => ({
      Component: () => (
        <>
          <h1>FAQ page</h1>
          <Link to="/support">Support</Link>
        </>
      ),
    }),
  },
];

afterEach(() => vi.restoreAllMocks());

describe('an overloaded server', () => {
  it('a 429 answer to any call sends every route to /system-overload, and a later route change raises systemOverloadError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const raised = vi.fn();
    window.addEventListener(SYSTEM_OVERLOAD_EVENT, raised);
    // The frame's layout call is answered 429.
    const { router, overload } = renderApp('/faq', { registry, api: { '/c/prime/layout': answerWith(429, { success: false }) } });

    expect(await screen.findByRole('heading', overloadHeading)).toBeInTheDocument();
    expect(overload.isOverloaded()).toBe(true);
    expect(router.state.location.pathname).toBe('/system-overload');
    // The redirect the 429 itself causes is not the event.
    expect(raised).not.toHaveBeenCalled();

    await router.navigate('/support');
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-overload'));
    // The page is drawn again after the redirect (on a loaded machine, a render later).
    expect(await screen.findByRole('heading', overloadHeading)).toBeInTheDocument();
    await waitFor(() => expect(raised).toHaveBeenCalledTimes(1));
    expect((raised.mock.calls[0]![0] as CustomEvent).detail).toEqual({ path: '/support' });
    window.removeEventListener(SYSTEM_OVERLOAD_EVENT, raised);
  });

  it('without a 429 the routes are served', async () => {
    const raised = vi.fn();
    window.addEventListener(SYSTEM_OVERLOAD_EVENT, raised);
    const { overload } = renderApp('/faq', { registry });

    expect(await screen.findByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Support' }));
    expect(await screen.findByRole('heading', { name: 'Support page' })).toBeInTheDocument();
    expect(overload.isOverloaded()).toBe(false);
    expect(raised).not.toHaveBeenCalled();
    window.removeEventListener(SYSTEM_OVERLOAD_EVENT, raised);
  });
});
