import { useEffect, useState } from 'react';
import { useClock } from '@rewards/clock';

/** Timer widgets tick every second (spec §4). */
export const TICK_MS = 1000;

/** setTimeout's longest delay (about 24.8 days); a longer wait wakes early and waits again. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface UseNowOptions {
  /** Tick only while true (the widget is on screen). */
  active: boolean;
  /**
   * The moment the ticking is for, from the current time (the start of an upcoming event, the end
   * of a live one); nothing to count towards stops the clock. Without it the clock ticks for ever.
   */
  until?: (now: number) => number | undefined;
  /**
   * true (the default): refresh every second, for a countdown on screen. false: nothing on screen
   * shows the seconds, so wake once at `until` (a state boundary) instead of re-rendering every second.
   * A function decides from the current time (a widget whose countdown comes and goes with its state).
   */
  everySecond?: boolean | ((now: number) => boolean);
}

/**
 * The current time, refreshed every second while active and until the moment it counts towards,
 * so a countdown stops at zero and idle or off-screen widgets cost nothing.
 */
export function useNow({ active, until, everySecond: perSecond = true }: UseNowOptions): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  const target = until ? until(now) : Number.POSITIVE_INFINITY;
  const everySecond = typeof perSecond === 'function' ? perSecond(now) : perSecond;
  const ticking = active && target !== undefined && now < target;
  // Waking once re-plans from the time it woke at (a wait longer than setTimeout allows wakes early).
  const wokeAt = everySecond ? 0 : now;

  useEffect(() => {
    if (!ticking || target === undefined) return undefined;
    const tick = () => setNow(clock.now());
    if (!everySecond) {
      if (!Number.isFinite(target)) return undefined;
      // Catch up at once when the time shown is stale (the widget rested), else sleep to the boundary.
      const stale = clock.now() - wokeAt >= TICK_MS;
      const wake = setTimeout(tick, stale ? 0 : Math.min(MAX_DELAY_MS, Math.max(0, target - clock.now())));
      return () => clearTimeout(wake);
    }
    // Catch up at once after a rest (the widget was off screen), then tick on the target's whole
    // seconds, so a countdown turns over exactly and reaches zero on time.
    const catchUp = setTimeout(tick, 0);
    const phase = Number.isFinite(target) ? (((target - clock.now()) % TICK_MS) + TICK_MS) % TICK_MS || TICK_MS : TICK_MS;
    let timer: ReturnType<typeof setInterval> | undefined;
    const align = setTimeout(() => {
      tick();
      timer = setInterval(tick, TICK_MS);
    }, phase);
    return () => {
      clearTimeout(catchUp);
      clearTimeout(align);
      if (timer) clearInterval(timer);
    };
  }, [ticking, target, everySecond, wokeAt, clock]);

  return now;
}
