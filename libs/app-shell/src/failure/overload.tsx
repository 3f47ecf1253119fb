import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Spec §2 Rules: a server that answers 429 (overloaded) sends every route to this page. */
export const SYSTEM_OVERLOAD_PATH = '/system-overload';

/** The window event raised on a route change while the server is marked overloaded (spec §8). */
export const SYSTEM_OVERLOAD_EVENT = 'systemOverloadError';

/**
 * The shell's overload flag: set by the API client's `onOverload` (any 429 answer), kept for the
 * rest of the visit (a reload starts afresh).
 */
export interface OverloadStore {
  isOverloaded(): boolean;
  mark(): void;
  subscribe(listener: () => void): () => void;
  /** Records a redirect made for a navigation (by its location key); true the first time for that key. */
  noteRedirect(locationKey: string): { first: boolean; count: number };
}

export function createOverloadStore(): OverloadStore {
  let overloaded = false;
  const listeners = new Set<() => void>();
  const redirected = new Set<string>();
  return {
    isOverloaded: () => overloaded,
    mark() {
      if (overloaded) return;
      overloaded = true;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    noteRedirect(locationKey) {
      const first = !redirected.has(locationKey);
      redirected.add(locationKey);
      return { first, count: redirected.size };
    },
  };
}

const OverloadContext = createContext<OverloadStore | null>(null);
export const OverloadProvider = OverloadContext.Provider;

const never = createOverloadStore();

export function useOverloadStore(): OverloadStore {
  return useContext(OverloadContext) ?? never;
}

export function useOverloaded(): boolean {
  const store = useOverloadStore();
  return useSyncExternalStore(store.subscribe, store.isOverloaded, store.isOverloaded);
}

/** Tells the page and the console that a route was refused because the server is overloaded. */
export function raiseSystemOverloadError(path: string): void {
  window.dispatchEvent(new CustomEvent(SYSTEM_OVERLOAD_EVENT, { detail: { path } }));
  // Not sent to /api/client-logs: posting a log to a server that is shedding load adds to it.
  console.error(`${SYSTEM_OVERLOAD_EVENT}: ${path} redirected to ${SYSTEM_OVERLOAD_PATH}`);
}

/**
 * Rendered instead of the page while the server is overloaded: goes to /system-overload. The
 * first redirect (the one the 429 itself causes) is quiet; every later route change the member
 * makes raises `systemOverloadError` before it is sent back.
 */
export function OverloadRedirect() {
  const store = useOverloadStore();
  const { key, pathname } = useLocation();
  useEffect(() => {
    const { first, count } = store.noteRedirect(key);
    if (first && count > 1) raiseSystemOverloadError(pathname);
  }, [store, key, pathname]);
  return <Navigate to={SYSTEM_OVERLOAD_PATH} replace />;
}
