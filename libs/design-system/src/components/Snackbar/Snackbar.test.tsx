import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Snackbar, SNACKBAR_HIDE_MS } from './Snackbar';

afterEach(() => vi.useRealTimers());

describe('Snackbar', () => {
  it('announces its title and message politely', () => {
    render(<Snackbar title="You are offline" message="Please check your internet connection and try again." />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offlinePlease check your internet connection and try again.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('RELOAD reloads the page', async () => {
    const onReload = vi.fn();
    render(<Snackbar title="You are online" message="Please try refreshing the page now" reload onReload={onReload} />);

    await userEvent.click(screen.getByRole('button', { name: 'RELOAD' }));

    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('with auto-hide on, hides itself 5 s after it shows', () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    render(<Snackbar title="You are online" reload autoHide onHide={onHide} />);

    act(() => vi.advanceTimersByTime(SNACKBAR_HIDE_MS - 1));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('with auto-hide off, stays', () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    render(<Snackbar title="You are offline" onHide={onHide} />);

    act(() => vi.advanceTimersByTime(SNACKBAR_HIDE_MS * 10));
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline');
  });
});
