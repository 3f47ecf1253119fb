import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and during hydration, true from then on (and at once in a page rendered in
 * the browser). A field rendered on the server is read-only until the browser can take its input,
 * so nothing typed before the JavaScript arrives is silently dropped.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
