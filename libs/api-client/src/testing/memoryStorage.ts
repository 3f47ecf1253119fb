// Test helper: a browser's localStorage in memory, installed as the global (with a `window`) for the
// node test environment, so code that reads browser storage runs as in a browser.
import { vi } from 'vitest';

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A browser with an empty localStorage until `vi.unstubAllGlobals()`; answers the storage. */
export function stubBrowserStorage(): Storage {
  const storage = memoryStorage();
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('localStorage', storage);
  return storage;
}
