import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistryEntry } from '../routing/registry';
import { renderApp } from '../testing/renderApp';
import { shellRegistry } from '../testing/shellFixtures';
import { ChunkLoadErrorView, isChunkLoadError } from './ChunkLoadErrorView';

const CHUNK_LOAD_TITLE = 'This page could not load';
const CHUNK_LOAD_MESSAGE = 'Check your connection and try again.';

afterEach(() => vi.restoreAllMocks());

function registryFailingWith(error: Error): RegistryEntry[] {
  return [...shellRegistry, { path: '/broken', handle: { header: 'standard', footer: false }, load: () => Promise.reject(error) }];
}

describe('a route whose code fails to load', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://rewards.example.in/assets/offerDetail-3f2a.js'),
    new Error('Unable to preload CSS for /assets/offerDetail-3f2a.css'),
  ])('shows the chunk-load view with RELOAD instead of the 500 page ($message)', async (error) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/broken', { registry: registryFailingWith(error) });

    expect(await screen.findByRole('heading', { level: 1, name: CHUNK_LOAD_TITLE })).toBeInTheDocument();
    expect(screen.getByText(CHUNK_LOAD_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('ERROR 500. Looks like something is broken')).toBeNull();
    expect(screen.getByRole('button', { name: 'RELOAD' })).toBeInTheDocument();
  });

  it('RELOAD reloads', async () => {
    const onReload = vi.fn();
    render(<ChunkLoadErrorView onReload={onReload} />);
    await userEvent.click(screen.getByRole('button', { name: 'RELOAD' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('any other failure is still the 500 page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/broken', { registry: registryFailingWith(new Error('boom')) });
    expect(await screen.findByText('ERROR 500. Looks like something is broken')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CHUNK_LOAD_TITLE })).toBeNull();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /a.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Loading chunk 42 failed', true],
    ['Cannot read properties of undefined', false],
  ])('%s → %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });
});
