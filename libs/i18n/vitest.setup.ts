import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library only recognises Jest's fake timers: with Vitest's, its async wrapper waits on
// a faked setTimeout(0) forever. Exposing the one method it calls lets user-event and fake
// timers work together (used by the debounce tests).
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
});
