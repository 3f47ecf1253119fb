import { breakpoints } from '@rewards/design-system';
import { useSyncExternalStore } from 'react';

/** The header switches between its phone and desktop forms at 1024 px (spec §9). */
const DESKTOP_QUERY = `(min-width: ${breakpoints.desktop}px)`;

function subscribeToMedia(query: string) {
  return (onChange: () => void) => {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

const subscribeDesktop = subscribeToMedia(DESKTOP_QUERY);

/** True from 1024 px; true where media queries are unknown (tests without matchMedia). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribeDesktop,
    () => (typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(DESKTOP_QUERY).matches),
    () => true,
  );
}

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Re-renders only when the answer changes, not on every scrolled pixel. */
export function useScrollTest(test: (scrollY: number) => boolean): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => test(window.scrollY),
    () => test(0),
  );
}
