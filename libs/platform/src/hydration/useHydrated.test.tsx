import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationProvider, useHydrated } from './useHydrated';

function Probe({ log }: { log?: boolean[] }) {
  const hydrated = useHydrated();
  log?.push(hydrated);
  return <p>{hydrated ? 'alive' : 'server page'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server, under a provider or not', () => {
    expect(renderToString(<Probe />)).toContain('server page');
    expect(
      renderToString(
        <HydrationProvider hydrating>
          <Probe />
        </HydrationProvider>,
      ),
    ).toContain('server page');
  });

  it('under a provider hydrating a server page: false while hydrating, true once it has hydrated', async () => {
    const tree = (log?: boolean[]) => (
      <HydrationProvider hydrating>
        <Probe {...(log ? { log } : {})} />
      </HydrationProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree());
    document.body.appendChild(container);
    const log: boolean[] = [];
    await act(async () => {
      hydrateRoot(container, tree(log));
    });
    expect(container.textContent).toBe('alive');
    // The hydrating render matched the server; the change came in one later render.
    expect(log[0]).toBe(false);
    expect(log.at(-1)).toBe(true);
    container.remove();
  });

  it('a Suspense boundary that hydrates after the provider turned true still hydrates as the server rendered it', async () => {
    const tree = (
      <HydrationProvider hydrating>
        <Probe />
        <Suspense fallback={null}>
          <Probe />
        </Suspense>
      </HydrationProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('alivealive');
    container.remove();
  });

  it('true at once in a page rendered in the browser, with the provider or without one', () => {
    const log: boolean[] = [];
    render(
      <HydrationProvider hydrating={false}>
        <Probe log={log} />
      </HydrationProvider>,
    );
    expect(screen.getByText('alive')).toBeInTheDocument();
    expect(log).not.toContain(false);
  });

  it('true without a provider in the browser (tests, stories)', () => {
    render(<Probe />);
    expect(screen.getByText('alive')).toBeInTheDocument();
  });
});
