// The cached catalogue version: one read per window, shared by concurrent callers, and `peek`
// answering without waiting only while the last read is trusted.
import { describe, expect, it } from 'vitest';
import { cachedVersion } from './catalogue-version';

describe('cachedVersion', () => {
  it('reads once for concurrent callers, peeks while trusted, and reads again after the window', async () => {
    let reads = 0;
    let stored = 7;
    const version = cachedVersion(async () => {
      reads += 1;
      return stored;
    }, 40);
    expect(version.peek()).toBeUndefined();
    expect(await Promise.all([version(), version(), version()])).toEqual([7, 7, 7]);
    expect(reads).toBe(1);
    stored = 8;
    expect(version.peek()).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(version.peek()).toBeUndefined();
    expect(await version()).toBe(8);
    expect(reads).toBe(2);
  });

  it('with no window, every call reads and peek never answers', async () => {
    let reads = 0;
    const version = cachedVersion(async () => ++reads, 0);
    expect(await version()).toBe(1);
    expect(await version()).toBe(2);
    expect(version.peek()).toBeUndefined();
  });
});
