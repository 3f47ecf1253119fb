import { breakpoints } from '@rewards/design-system';
import { createContext, useContext, useSyncExternalStore } from 'react';

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

/**
 * The server's guess at the visitor's screen (from the browser's user agent), which the server
 * renders the header for and the browser hydrates with before measuring: a phone gets the phone
 * header in the first HTML, so nothing moves when the page comes alive.
 */
export const ViewportHintContext = createContext<'phone' | 'desktop' | undefined>(undefined);

/** True from 1024 px; true where media queries are unknown (tests without matchMedia). */
export function useIsDesktop(): boolean {
  const hint = useContext(ViewportHintContext);
  return useSyncExternalStore(
    subscribeDesktop,
    () => (typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(DESKTOP_QUERY).matches),
    () => hint !== 'phone',
  );
}

/**
 * The page's scroll position as the last scroll event (or frame) left it. Reading `window.scrollY`
 * while React renders or commits makes the browser lay the whole page out there and then: on the
 * categories page that was 28 ms of the hydration task under 4x CPU. A position the browser restored
 * before the header subscribed is read in the next frame, where the layout is due anyway.
 */
let lastScrollY = 0;

function subscribeToScroll(onChange: () => void) {
  const update = () => {
    lastScrollY = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', update, { passive: true });
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(update) : undefined;
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    window.removeEventListener('scroll', update);
  };
}

/** Re-renders only when the answer changes, not on every scrolled pixel. */
export function useScrollTest(test: (scrollY: number) => boolean): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => test(lastScrollY),
    () => test(0),
  );
}
