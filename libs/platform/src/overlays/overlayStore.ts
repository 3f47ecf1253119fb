import { isOverlayType, type OverlayType } from './overlayTypes';

/** The one open overlay: its type, which instance (`key`, e.g. an offer's name) and its data. */
export interface OpenOverlay {
  type: OverlayType;
  key?: string;
  payload?: unknown;
}

export interface OverlayStore {
  current(): OpenOverlay | null;
  /**
   * Opens `type`, closing whatever was open (one overlay at a time). A name that is not one of the
   * spec's overlay types opens nothing and answers false.
   */
  open(type: string, options?: { key?: string; payload?: unknown }): boolean;
  /**
   * Closes the open overlay; with `type`, only when one of that type is open; with `key`, only
   * when the open one has that key (`close(undefined, key)`: whatever that owner has open).
   */
  close(type?: OverlayType, key?: string): void;
  subscribe(listener: () => void): () => void;
}

export function createOverlayStore(): OverlayStore {
  let open: OpenOverlay | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    current: () => open,
    open(type, options = {}) {
      if (!isOverlayType(type)) return false;
      open = { type, ...(options.key !== undefined ? { key: options.key } : {}), ...(options.payload !== undefined ? { payload: options.payload } : {}) };
      emit();
      return true;
    },
    close(type, key) {
      if (!open) return;
      if (type && open.type !== type) return;
      if (key !== undefined && open.key !== key) return;
      open = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
