import { useEffect, useState, type RefObject } from 'react';

/** The spec's observer threshold: a widget counts as seen when 75% of it is on screen. */
export const IN_VIEW_THRESHOLD = 0.75;

/**
 * Whether the element is on screen (at `threshold`), so timers and autoplay can rest while it is
 * not. Without IntersectionObserver (old browsers, tests) it counts as always on screen.
 */
export function useInView(ref: RefObject<Element | null>, threshold: number = IN_VIEW_THRESHOLD): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView(entry.isIntersecting && entry.intersectionRatio >= threshold);
      },
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return inView;
}

/** How far outside the screen a carousel starts: one screen height above and below. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px';

// Starting a carousel measures its slides (a forced layout of the page): the ones that come near
// the screen together start one per task, not all in the task that noticed them.
const starts: Array<() => void> = [];
let startScheduled = false;
function startNext() {
  starts.shift()?.();
  if (starts.length > 0) setTimeout(startNext, 0);
  else startScheduled = false;
}
function startSoon(start: () => void) {
  starts.push(start);
  if (startScheduled) return;
  startScheduled = true;
  setTimeout(startNext, 0);
}

/**
 * Whether the element has come within a screen of the viewport; once true it stays true. Without
 * IntersectionObserver (old browsers) it is true after the first render.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startSoon(() => cancelled || setNear(true));
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [ref, rootMargin, near]);
  return near;
}
