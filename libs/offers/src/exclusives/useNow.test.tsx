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

function Boundary({ until }: { until: number }) {
  const now = useNow({ active: true, everySecond: false, until: () => until });
  return <p>{Math.floor((now - START) / 1000)}</p>;
}

describe('useNow without a countdown on screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not re-render every second but wakes once at the boundary, then rests', () => {
    render(<Boundary until={START + 10_000} />);
    act(() => void vi.advanceTimersByTime(9_999));
    expect(screen.getByText('0')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('10')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits longer than setTimeout allows by waking early and sleeping again', () => {
    const days40 = 40 * 24 * 60 * 60 * 1000;
    render(<Boundary until={START + days40} />);
    act(() => void vi.advanceTimersByTime(2 ** 31 - 1));
    expect(screen.getByText(String(Math.floor((2 ** 31 - 1) / 1000)))).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(1);
    act(() => void vi.advanceTimersByTime(days40 - (2 ** 31 - 1)));
    expect(screen.getByText(String(days40 / 1000))).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });
});
