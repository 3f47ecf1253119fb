import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../home/testing/renderRoute';
import { stubBrowser } from '../home/testing/stubBrowser';
import { ExclusiveCard } from './ExclusiveCard';
import { exclusiveAt } from './testing';

const now = Date.UTC(2026, 10, 22, 12);

describe('ExclusiveCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now });
    stubBrowser();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('upcoming: RSVP, a countdown to the start, member price against the selling price, and a link to the offer', async () => {
    renderRoute({ element: <ExclusiveCard offer={exclusiveAt('upcoming', now)} /> });
    expect(await screen.findByText('RSVP')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Starts in 2d 03:00:00');
    expect(screen.getByRole('timer')).toHaveAccessibleName('Starts in 2 days 3 hours');
    expect(screen.getByText('Sat, 12 Dec · 4 hours')).toBeInTheDocument();
    expect(screen.getByText('₹2,499', { selector: 's, s *', exact: false })).toBeInTheDocument();
    expect(screen.getByText('₹1,499', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sunburn Arena Night: members-only pit access' })).toHaveAttribute('href', '/categories/tpxclusives/sunburn-arena-night');
  });

  it('live: LIVE NOW and a countdown to the end that ticks every second', async () => {
    renderRoute({ element: <ExclusiveCard offer={exclusiveAt('live', now)} /> });
    expect(await screen.findByText('LIVE NOW')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 02:05:00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 02:04:59');
  });

  it('an upcoming event goes live when its start arrives', async () => {
    const offer = exclusiveAt('upcoming', now, { extraInfoMap: { xclusiveStartTime: new Date(now + 2000).toISOString(), xclusiveEndTime: new Date(now + 60_000).toISOString() } });
    renderRoute({ element: <ExclusiveCard offer={offer} /> });
    expect(await screen.findByText('RSVP')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('LIVE NOW')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 00:00:57');
  });

  it('expired: JUST MISSED, no countdown, a grey picture and no link', async () => {
    renderRoute({ element: <ExclusiveCard offer={exclusiveAt('expired', now)} /> });
    expect(await screen.findByText('JUST MISSED')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sunburn Arena Night: members-only pit access' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'expired');
  });

  it('opens the offer page when clicked', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute({ element: <ExclusiveCard offer={exclusiveAt('live', now)} /> });
    await user.click(await screen.findByRole('link'));
    expect(await screen.findByText('Now at /categories/tpxclusives/sunburn-arena-night')).toBeInTheDocument();
  });
});
