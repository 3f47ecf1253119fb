import { useEffect, useRef } from 'react';

/** A device whose main pointer is a finger: leaving is a back gesture, not a pointer at the top edge. */
const TOUCH_QUERY = '(pointer: coarse)';
/** Marks the history entry pushed for the back gesture. */
const TRAP = 'rpExitIntent';

/**
 * Calls `onIntent` once when a visitor shows they are about to leave, while `armed`:
 * - with a mouse, the pointer leaves the window through its top edge (towards the tabs, the address
 *   bar or the close button);
 * - on a touch device, the back gesture: one extra entry for the same address (marked) is pushed
 *   when armed, and going back from it to the page's own entry is the intent (a second back then
 *   leaves as usual). Coming back to the marked entry from a later page is not.
 */
export function useExitIntent(armed: boolean, onIntent: () => void): void {
  const latest = useRef(onIntent);
  latest.current = onIntent;
  /** The address the marked entry was pushed for: once per page load, however often it re-arms. */
  const trapped = useRef<string | null>(null);

  useEffect(() => {
    if (!armed || typeof window === 'undefined') return undefined;
    let fired = false;
    const fire = () => {
      if (fired) return;
      fired = true;
      latest.current();
    };
    const touch = typeof window.matchMedia === 'function' && window.matchMedia(TOUCH_QUERY).matches;
    if (touch) {
      if (trapped.current === null) {
        trapped.current = window.location.href;
        // the router's own state with a mark, so it sees the same place when the gesture lands on either
        window.history.pushState({ ...(window.history.state as object | null), [TRAP]: true }, '', trapped.current);
      }
      const href = trapped.current;
      const back = (event: PopStateEvent) => {
        if (!(event.state as Record<string, unknown> | null)?.[TRAP] && window.location.href === href) fire();
      };
      window.addEventListener('popstate', back);
      return () => window.removeEventListener('popstate', back);
    }
    const leave = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) fire();
    };
    document.addEventListener('mouseout', leave);
    return () => document.removeEventListener('mouseout', leave);
  }, [armed]);
}
