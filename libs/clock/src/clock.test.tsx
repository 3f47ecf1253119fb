import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clockStartingAt, ClockProvider, fixedClock, systemClock, useClock } from './clock';

function Today() {
  return <p>{new Date(useClock().now()).toISOString()}</p>;
}

describe('the clock', () => {
  it('is the real clock without a provider', () => {
    const before = Date.now();
    render(<Today />);
    const shown = Date.parse(screen.getByRole('paragraph').textContent ?? '');
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(Date.now());
    expect(systemClock.now()).toBeGreaterThanOrEqual(before);
  });

  it('is the moment a provider sets, for the whole tree below it', () => {
    render(
      <ClockProvider clock={fixedClock('2026-11-20T10:00:00Z')}>
        <Today />
      </ClockProvider>,
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('2026-11-20T10:00:00.000Z');
  });

  it('runs at real speed from the moment a started clock is given', async () => {
    const clock = clockStartingAt('2026-11-20T10:00:00Z');
    const first = clock.now();
    expect(first - Date.parse('2026-11-20T10:00:00Z')).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(clock.now() - first).toBeGreaterThanOrEqual(25);
  });

  it('refuses a fixed clock that is not a date', () => {
    expect(() => fixedClock('someday')).toThrow('fixedClock: not a date: someday');
  });
});
