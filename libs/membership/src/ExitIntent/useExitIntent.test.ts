// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useExitIntent } from './useExitIntent';

describe('useExitIntent on a touch device', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('pushes its marked entry once per page load, however often it is armed again', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const pushState = vi.spyOn(window.history, 'pushState');
    const onIntent = vi.fn();
    const { rerender } = renderHook(({ armed }) => useExitIntent(armed, onIntent), { initialProps: { armed: true } });
    // the visitor opens /login (not armed there) and comes back
    rerender({ armed: false });
    rerender({ armed: true });
    expect(pushState).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });

  it('is not armed: no entry, no intent', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    const pushState = vi.spyOn(window.history, 'pushState');
    const onIntent = vi.fn();
    renderHook(() => useExitIntent(false, onIntent));
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(pushState).not.toHaveBeenCalled();
    expect(onIntent).not.toHaveBeenCalled();
  });
});
