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
