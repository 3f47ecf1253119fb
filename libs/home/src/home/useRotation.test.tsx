import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotation } from './useRotation';

function Spotlight({ count, interval, start }: { count: number; interval: number; start?: number }) {
  const index = useRotation(count, interval, { startAfterMs: start });
  return <p>{index === null ? 'still' : `item ${index}`}</p>;
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: reduce && media.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }));
}

describe('useRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts after the delay, then moves on every interval and wraps around', () => {
    prefersReducedMotion(false);
    render(<Spotlight count={3} interval={12_000} start={1000} />);
    expect(screen.getByText('still')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getByText('still')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('item 0')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(12_000));
    expect(screen.getByText('item 1')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(24_000));
    expect(screen.getByText('item 0')).toBeInTheDocument();
  });

  it('stays still when the member prefers reduced motion', () => {
    prefersReducedMotion(true);
    render(<Spotlight count={3} interval={1000} />);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByText('still')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a single item never rotates', () => {
    prefersReducedMotion(false);
    render(<Spotlight count={1} interval={1000} />);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(screen.getByText('still')).toBeInTheDocument();
  });
});
