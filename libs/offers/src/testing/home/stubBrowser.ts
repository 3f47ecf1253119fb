// jsdom lacks the layout APIs the carousels use (matchMedia, ResizeObserver, IntersectionObserver).
// Tests stub them: nothing matches (a phone without reduced motion) and nothing is observed.
import { vi } from 'vitest';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

export function stubBrowser({ reducedMotion = false, desktop = false }: { reducedMotion?: boolean; desktop?: boolean } = {}) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: (reducedMotion && media.includes('prefers-reduced-motion')) || (desktop && media.includes('min-width')),
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }));
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
}
