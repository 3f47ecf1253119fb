import { useEffect, useState } from 'react';
import { secondsUntil } from '../rules/countdown';
import { useClock } from '@rewards/clock';

/** Whole seconds left until `at`, ticking every second until it passes (then it costs nothing). */
export function useSecondsUntil(at: string): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  const left = secondsUntil(at, now);
  const counting = left > 0;

  useEffect(() => {
    if (!counting) return undefined;
    const tick = () => setNow(clock.now());
    // A new moment (a code sent again) catches up at once rather than counting from a stale clock.
    const catchUp = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [at, counting, clock]);

  return left;
}
