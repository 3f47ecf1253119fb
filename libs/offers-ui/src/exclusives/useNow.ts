import { useEffect, useState } from 'react';

/** Timer widgets tick every second (spec §4). */
export const TICK_MS = 1000;

export interface UseNowOptions {
  /** Tick only while true (the widget is on screen). */
  active: boolean;
  /**
   * The moment the ticking is for, from the current time (the start of an upcoming event, the end
   * of a live one); nothing to count towards stops the clock. Without it the clock ticks for ever.
   */
  until?: (now: number) => number | undefined;
}

/**
 * The current time, refreshed every second while active and until the moment it counts towards,
 * so a countdown stops at zero and idle or off-screen widgets cost nothing.
 */
export function useNow({ active, until }: UseNowOptions): number {
  const [now, setNow] = useState(() => Date.now());
  const target = until ? until(now) : Number.POSITIVE_INFINITY;
  const ticking = active && target !== undefined && now < target;

  useEffect(() => {
    if (!ticking || target === undefined) return undefined;
    const tick = () => setNow(Date.now());
    // Catch up at once after a rest (the widget was off screen), then tick on the target's whole
    // seconds, so a countdown turns over exactly and reaches zero on time.
    const catchUp = setTimeout(tick, 0);
    const phase = Number.isFinite(target) ? (((target - Date.now()) % TICK_MS) + TICK_MS) % TICK_MS || TICK_MS : TICK_MS;
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
  }, [ticking, target]);

  return now;
}
