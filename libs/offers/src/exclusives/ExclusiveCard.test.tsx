import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../testing/home/renderRoute';
import { stubBrowser } from '../testing/home/stubBrowser';
import { ExclusiveCard } from './ExclusiveCard';
import * as styles from './Exclusives.css';
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

  it('a live event counts down to its end, then becomes just missed without a reload and stops ticking', async () => {
    const offer = exclusiveAt('live', now, { extraInfoMap: { xclusiveEndTime: new Date(now + 3000).toISOString() } });
    renderRoute({ element: <ExclusiveCard offer={offer} /> });
    expect(await screen.findByText('LIVE NOW')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 00:00:03');
    // Half-way between ticks, so the check does not depend on the exact millisecond of a tick.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Ends in 00:00:01');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('JUST MISSED')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'expired');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('expired: JUST MISSED, no countdown, a grey picture, no link and nothing to tab to', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute({ element: <ExclusiveCard offer={exclusiveAt('expired', now)} /> });
    expect(await screen.findByText('JUST MISSED')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sunburn Arena Night: members-only pit access' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'expired');
    expect(screen.getByRole('presentation')).toHaveClass(styles.imageExpired);
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it.each([
    ['upcoming', styles.labelState.upcoming],
    ['live', styles.labelState.live],
  ] as const)('%s: the countdown label takes its colour (blue before the start, green while live)', async (state, labelClass) => {
    renderRoute({ element: <ExclusiveCard offer={exclusiveAt(state, now)} /> });
    expect((await screen.findByRole('timer')).parentElement).toHaveClass(labelClass);
    expect(screen.getByRole('presentation')).not.toHaveClass(styles.imageExpired);
  });

  it('opens the offer page when clicked', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute({ element: <ExclusiveCard offer={exclusiveAt('live', now)} /> });
    await user.click(await screen.findByRole('link'));
    expect(await screen.findByText('Now at /categories/tpxclusives/sunburn-arena-night')).toBeInTheDocument();
  });
});
