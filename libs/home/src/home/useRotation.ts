import { usePrefersReducedMotion } from '@rewards/design-system';
import { useEffect, useState } from 'react';

export interface RotationOptions {
  /** Wait this long before the first step (the offer cards start after 1 s). */
  startAfterMs?: number;
  /** Rotate only while true (on screen, not hovered...). */
  enabled?: boolean;
}

/**
 * The index of the item in the spotlight, moving on every `intervalMs` through `count` items;
 * `null` until the first step. Nothing rotates (always `null`) when the member prefers reduced motion.
 */
export function useRotation(count: number, intervalMs: number, { startAfterMs = 0, enabled = true }: RotationOptions = {}): number | null {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState<number | null>(null);
  const active = enabled && !reducedMotion && count > 1;

  useEffect(() => {
    if (!active) return undefined;
    let interval: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      setIndex((current) => (current === null ? 0 : current));
      interval = setInterval(() => setIndex((current) => ((current ?? 0) + 1) % count), intervalMs);
    }, startAfterMs);
    return () => {
      clearTimeout(start);
      if (interval) clearInterval(interval);
    };
  }, [active, count, intervalMs, startAfterMs]);

  return reducedMotion ? null : index;
}
