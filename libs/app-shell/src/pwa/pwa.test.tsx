import { PartnerProvider } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearRuntimeCaches, isPublicAnswer, PAGES_CACHE, READS_CACHE } from './caches';
import { UpdatePrompt } from './UpdatePrompt';
import { announceUpdate } from './updates';

const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers) });

describe('what the service worker may keep', () => {
  it("keeps a visitor's page and a public read", () => {
    expect(isPublicAnswer(answer(200, { 'cache-control': 'no-cache' }))).toBe(true);
    expect(isPublicAnswer(answer(200, { 'cache-control': 'public, max-age=60' }))).toBe(true);
    expect(isPublicAnswer(answer(200))).toBe(true);
  });

  it("never keeps a member's page, a personal answer, an error or a partial answer", () => {
    expect(isPublicAnswer(answer(200, { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isPublicAnswer(answer(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(isPublicAnswer(answer(200, { 'cache-control': 'Private' }))).toBe(false);
    expect(isPublicAnswer(answer(200, { 'cache-control': 'public', vary: 'Accept-Encoding, Authorization' }))).toBe(false);
    expect(isPublicAnswer(answer(200, { vary: 'Cookie' }))).toBe(false);
    expect(isPublicAnswer(answer(404, { 'cache-control': 'no-cache' }))).toBe(false);
    expect(isPublicAnswer(answer(206))).toBe(false);
    expect(isPublicAnswer(answer(500))).toBe(false);
  });

  it('a sign-out empties the caches of pages and reads, and a browser without caches is left alone', async () => {
    const deleted: string[] = [];
    await clearRuntimeCaches({ delete: async (name: string) => (deleted.push(name), true) });
    expect(deleted.sort()).toEqual([READS_CACHE, PAGES_CACHE].sort());
    await expect(clearRuntimeCaches(undefined)).resolves.toBeUndefined();
  });
});

describe('the new-version prompt', () => {
  afterEach(() => act(() => announceUpdate(null)));

  it('shows only while a new version waits, with the brand, and RELOAD activates it', () => {
    render(
      <PartnerProvider partner={examplePartners.shopper}>
        <UpdatePrompt />
      </PartnerProvider>,
    );
    expect(screen.queryByText('A new version is ready')).toBeNull();
    const activate = vi.fn();
    act(() => announceUpdate(activate));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is readyReload to get the latest Shopper Rewards.');
    fireEvent.click(screen.getByRole('button', { name: 'RELOAD' }));
    expect(activate).toHaveBeenCalledOnce();
    act(() => announceUpdate(null));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
