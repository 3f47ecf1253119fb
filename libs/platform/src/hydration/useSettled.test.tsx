import { act } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratedThroughout, SETTLE_LIMIT_MS, useSettled } from './useSettled';

function Part() {
  return (
    <header>
      <nav>
        <a href="/">Home</a>
      </nav>
    </header>
  );
}

function Probe() {
  return <p data-testid="probe">{useSettled() ? 'settled' : 'not yet'}</p>;
}

// No HydrationProvider: the root counts as hydrated once it has hydrated, whatever its parts do
// (a context change would hold the provider's transition until every part had hydrated).
function Page({ PartOf }: { PartOf: ComponentType }) {
  return (
    <>
      <Suspense fallback={null}>
        <PartOf />
      </Suspense>
      <div dangerouslySetInnerHTML={{ __html: '<p>Raw <b>HTML</b></p>' }} />
      <Probe />
    </>
  );
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** The server's page in #root, hydrating with a part whose code comes only when `arrive` is called. */
function serverPageWithLatePart() {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Page PartOf={Part} />);
  document.body.appendChild(container);
  let arrive: () => void = () => undefined;
  const LatePart = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Part }))));
  return { container, hydrate: () => (root = hydrateRoot(container, <Page PartOf={LatePart} />)), arrive: () => arrive() };
}

describe('useSettled', () => {
  it('waits for every part of the server page to hydrate, not only the root', async () => {
    vi.useFakeTimers();
    const page = serverPageWithLatePart();
    await act(async () => void page.hydrate());
    await act(async () => void (await vi.advanceTimersByTimeAsync(5_000)));
    expect(hydratedThroughout(page.container)).toBe(false);
    expect(page.container.querySelector('[data-testid="probe"]')).toHaveTextContent('not yet');

    await act(async () => {
      page.arrive();
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(hydratedThroughout(page.container)).toBe(true);
    expect(page.container.querySelector('[data-testid="probe"]')).toHaveTextContent('settled');
  });

  it('gives up waiting after SETTLE_LIMIT_MS', async () => {
    vi.useFakeTimers();
    const page = serverPageWithLatePart();
    await act(async () => void page.hydrate());
    await act(async () => void (await vi.advanceTimersByTimeAsync(SETTLE_LIMIT_MS + 1_000)));
    expect(hydratedThroughout(page.container)).toBe(false);
    expect(page.container.querySelector('[data-testid="probe"]')).toHaveTextContent('settled');
  });
});

describe('hydratedThroughout', () => {
  it('is false for markup React has not claimed, and does not look inside raw HTML React wrote', () => {
    const container = document.createElement('div');
    container.innerHTML = '<header><a href="/">Home</a></header>';
    expect(hydratedThroughout(container)).toBe(false);
  });
});
