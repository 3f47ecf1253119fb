import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast, TOAST_MS } from './Toast';

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('announces an error with its title and closes itself after 5 s', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Toast tone="error" title="Code Not Applied" message="Oops! we were unable to apply referral code, please try again" onClose={onClose} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Code Not AppliedOops! we were unable to apply referral code, please try again');
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not pause while the pointer is over it', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Toast tone="success" message="Saved" onClose={onClose} />);

    await user.hover(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('announces good news politely, and its Close button closes it at once', async () => {
    const onClose = vi.fn();
    render(<Toast tone="success" message="Your 30 Days Free Trial is now active" onClose={onClose} dismissible />);
    expect(screen.getByRole('status')).toHaveTextContent('Your 30 Days Free Trial is now active');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
