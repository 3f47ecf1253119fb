import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createOverlayStore, type OpenOverlay, type OverlayStore } from './overlayStore';
import type { OverlayType } from './overlayTypes';

const OverlayContext = createContext<OverlayStore | null>(null);

/** Holds the one open overlay for everything under it (the shell puts it at the root). */
export function OverlayProvider({ store, children }: { store?: OverlayStore; children: ReactNode }) {
  const [own] = useState(() => store ?? createOverlayStore());
  return <OverlayContext.Provider value={store ?? own}>{children}</OverlayContext.Provider>;
}

// Outside a provider (a story or a test of one component), each caller gets a store of its own.
const fallback = createOverlayStore();

export function useOverlayStore(): OverlayStore {
  return useContext(OverlayContext) ?? fallback;
}

/** The open overlay, whatever it is. */
export function useOpenOverlay(): OpenOverlay | null {
  const store = useOverlayStore();
  return useSyncExternalStore(store.subscribe, store.current, store.current);
}

export interface OverlayControls<P> {
  /** This overlay (this `key` of it) is the open one. */
  isOpen: boolean;
  payload: P | undefined;
  show: (payload?: P) => void;
  hide: () => void;
  /** For a `Dialog`'s `onOpenChange`. */
  onOpenChange: (open: boolean) => void;
}

/**
 * One overlay's controls: `show` opens it and closes any other; `hide` closes it if it is the open
 * one. `key` tells instances of one type apart (two offers' coupon drawers).
 */
export function useOverlay<P = unknown>(type: OverlayType, key?: string): OverlayControls<P> {
  const store = useOverlayStore();
  const open = useOpenOverlay();
  const isOpen = open !== null && open.type === type && (key === undefined || open.key === key);
  const show = useCallback((payload?: P) => void store.open(type, { ...(key !== undefined ? { key } : {}), payload }), [store, type, key]);
  const hide = useCallback(() => store.close(type, key), [store, type, key]);
  const onOpenChange = useCallback((next: boolean) => (next ? show() : hide()), [show, hide]);
  return useMemo(
    () => ({ isOpen, payload: isOpen ? (open?.payload as P | undefined) : undefined, show, hide, onOpenChange }),
    [isOpen, open, show, hide, onOpenChange],
  );
}
