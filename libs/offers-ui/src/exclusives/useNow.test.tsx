import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './useNow';

const START = Date.UTC(2026, 10, 22);

function Clock({ active, until }: { active: boolean; until?: number | null }) {
  const now = useNow({ active, ...(until === undefined ? {} : { until: () => until ?? undefined }) });
  return <p>{Math.floor((now - START) / 1000)}</p>;
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second while active', () => {
    render(<Clock active />);
    expect(screen.getByText('0')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('1')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('rests while not active (off screen)', () => {
    render(<Clock active={false} />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rests when there is nothing to count towards', () => {
    render(<Clock active until={null} />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops at the moment it counts towards', () => {
    render(<Clock active until={START + 2000} />);
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByText('2')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByText('2')).toBeInTheDocument();
  });
});
