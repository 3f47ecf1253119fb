import { useEffect, useState } from 'react';
import { countdownRemaining } from '../../rules/countdown';
import { useClock } from '@rewards/clock';

/** Milliseconds left until `endTime` (ticking each second) while it is within the day; null otherwise. */
export function useCountdown(endTime: string | null | undefined, onZero: () => void): number | null {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  const remaining = countdownRemaining(endTime, now);
  const running = remaining !== null && remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(clock.now()), 1000);
    return () => clearInterval(timer);
  }, [running, clock]);

  useEffect(() => {
    if (remaining === 0) onZero();
  }, [remaining, onZero]);

  return remaining;
}
