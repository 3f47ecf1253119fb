// A fixed-window counter per key (the client's IP). In memory, so per API instance: enough to stop
// one browser stuck in an error loop from flooding the log table.
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key`; false when the key is over its limit in the current window. */
  take(key: string): boolean {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= 10_000) this.prune(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  /** Seconds until `key` may send again. */
  retryAfterSeconds(key: string): number {
    const window = this.windows.get(key);
    if (!window) return 0;
    return Math.max(0, Math.ceil((window.start + this.windowMs - this.now()) / 1000));
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}
