// The wall clock that components compare dates with ("refresh on 15 January", "ends in 2 days",
// "valid for 3 more days"). Pure rules take `now` as an argument; components read it from here, so a
// test or a story sets the moment once for the whole tree and never races the real calendar.
import { createContext, useContext, type ReactNode } from 'react';

export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
}

/** The real clock: what every site runs on. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock stopped at `at` (tests and stories). */
export function fixedClock(at: string | number | Date): Clock {
  const moment = new Date(at).getTime();
  if (Number.isNaN(moment)) throw new Error(`fixedClock: not a date: ${String(at)}`);
  return { now: () => moment };
}

/**
 * A clock that reads `at` when made and then runs at real speed (tests that wait for a countdown
 * to end, on a calendar of their own).
 */
export function clockStartingAt(at: string | number | Date): Clock {
  const start = fixedClock(at).now();
  const started = performance.now();
  return { now: () => start + Math.floor(performance.now() - started) };
}

const ClockContext = createContext<Clock>(systemClock);

/** Sets the clock for everything below; without one, components read the real clock. */
export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock components compare dates with. */
export function useClock(): Clock {
  return useContext(ClockContext);
}
