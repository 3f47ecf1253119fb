import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './useInView';
import { useDeferredMediaQuery } from './useMediaQuery';

/** An IntersectionObserver the test drives: `report(element, true)` says it came near. */
const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[]; options?: IntersectionObserverInit; disconnected: boolean }> = [];
class DrivenObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, elements: [], options, disconnected: false };
    observers.push(this.entry);
  }
  observe(element: Element) {
    this.entry.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.entry.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}
function report(element: Element, isIntersecting: boolean) {
  for (const observer of observers.filter((candidate) => candidate.elements.includes(element) && !candidate.disconnected)) {
    observer.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
  }
}

function Near({ name }: { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} data-testid={name}>
      {near ? `${name} started` : `${name} waiting`}
    </div>
  );
}

describe('useNearViewport', () => {
  beforeEach(() => {
    observers.length = 0;
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', DrivenObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is false until the element comes within a screen of the viewport, then stays true', () => {
    render(<Near name="weekly" />);
    expect(screen.getByText('weekly waiting')).toBeInTheDocument();
    expect(observers[0]?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);

    act(() => report(screen.getByTestId('weekly'), false));
    act(() => vi.runAllTimers());
    expect(screen.getByText('weekly waiting')).toBeInTheDocument();

    act(() => report(screen.getByTestId('weekly'), true));
    act(() => vi.runAllTimers());
    expect(screen.getByText('weekly started')).toBeInTheDocument();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('elements that come near together start one per task', () => {
    render(
      <>
        <Near name="first" />
        <Near name="second" />
      </>,
    );
    act(() => {
      report(screen.getByTestId('first'), true);
      report(screen.getByTestId('second'), true);
    });
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getByText('first started')).toBeInTheDocument();
    expect(screen.getByText('second waiting')).toBeInTheDocument();
    act(() => vi.advanceTimersToNextTimer());
    expect(screen.getByText('second started')).toBeInTheDocument();
  });

  it('starts after the first render where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Near name="old" />);
    expect(screen.getByText('old started')).toBeInTheDocument();
  });
});

function Wide() {
  return <p>{useDeferredMediaQuery('(min-width: 1024px)') ? 'wide' : 'narrow'}</p>;
}

describe('useDeferredMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers false first (as on the server), then what the browser says, and follows its changes', async () => {
    let matches = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      get matches() {
        return matches;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    expect(renderToString(<Wide />)).toContain('narrow');
    render(<Wide />);
    expect(await screen.findByText('wide')).toBeInTheDocument();
    matches = false;
    act(() => listeners.forEach((listener) => listener()));
    expect(await screen.findByText('narrow')).toBeInTheDocument();
  });

  it('is false where media queries are unknown', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Wide />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
  });
});
