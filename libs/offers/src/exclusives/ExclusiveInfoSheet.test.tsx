import { createOverlayStore, OverlayProvider } from '@rewards/platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/home/renderRoute';
import { stubBrowser } from '../testing/home/stubBrowser';
import { ExclusiveCard } from './ExclusiveCard';
import { exclusiveAt } from './testing';

describe("an exclusive card's Details (tp_exclusive_info)", () => {
  const now = Date.now();
  beforeEach(() => stubBrowser());
  afterEach(() => vi.unstubAllGlobals());

  it('opens the info sheet keyed by the offer: when, prices, key points and View offer', async () => {
    const user = userEvent.setup();
    const store = createOverlayStore();
    renderRoute({ element: <OverlayProvider store={store}><ExclusiveCard offer={exclusiveAt('upcoming', now)} /></OverlayProvider> });
    await user.click(await screen.findByRole('button', { name: 'Details: Sunburn Arena Night: members-only pit access' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sunburn Arena Night: members-only pit access' });
    expect(store.current()).toEqual({ type: 'tp_exclusive_info', key: 'sunburn-arena-night' });
    expect(sheet).toHaveAccessibleDescription('Sunburn Arena');
    expect(within(sheet).getByText('Sat, 12 Dec · 4 hours')).toBeInTheDocument();
    expect(within(sheet).getByText('₹1,499')).toBeInTheDocument();
    expect(within(sheet).getByText('₹2,499')).toBeInTheDocument();
    expect(within(within(sheet).getByRole('list', { name: 'Key points' })).getByRole('listitem')).toHaveTextContent('Pit access for two');
    await user.click(within(sheet).getByRole('link', { name: 'View offer' }));
    expect(await screen.findByText('Now at /categories/tpxclusives/sunburn-arena-night')).toBeInTheDocument();
    await waitFor(() => expect(store.current()).toBeNull());
  });

  it('a missed event has no Details (it leads nowhere)', async () => {
    renderRoute({ element: <ExclusiveCard offer={exclusiveAt('expired', now)} /> });
    expect(await screen.findByText('JUST MISSED')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Details/ })).not.toBeInTheDocument();
  });
});
