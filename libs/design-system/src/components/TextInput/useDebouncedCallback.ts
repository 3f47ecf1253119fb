import { useCallback, useEffect, useRef } from 'react';

/**
 * Returns a stable function that calls the latest `callback` once calls have stopped for
 * `delayMs`. Pending calls are dropped on unmount so nothing fires into a gone screen.
 */
export function useDebouncedCallback<Args extends unknown[]>(callback: ((...args: Args) => void) | undefined, delayMs: number) {
  const latest = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = callback;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current?.(...args), delayMs);
    },
    [delayMs],
  );
}
