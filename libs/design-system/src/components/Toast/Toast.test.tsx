import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_APPLY_FAILED_MESSAGE, REFERRAL_FAILURE_TITLE, Toast } from './Toast';

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('announces an error with its title and closes itself after 5 s', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Toast tone="error" title={REFERRAL_FAILURE_TITLE} message={REFERRAL_APPLY_FAILED_MESSAGE} onClose={onClose} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Code Not AppliedOops! we were unable to apply referral code, please try again');
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('announces good news politely', () => {
    render(<Toast tone="success" message="Your 30 Days Free Trial is now active" onClose={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your 30 Days Free Trial is now active');
  });
});
