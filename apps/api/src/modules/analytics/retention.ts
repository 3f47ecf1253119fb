// The analytics retention job: every API process deletes events older than ANALYTICS_RETENTION_DAYS
// (by when they happened), at start and then every hour. It deletes in small batches with a pause
// between them, so no statement holds locks for long and the collector's inserts never queue
// behind it; with several instances each batch skips rows another is deleting (SKIP LOCKED).
import type { FastifyBaseLogger } from 'fastify';
import type { AnalyticsRepository } from './repository';

export interface RetentionOptions {
  retentionDays: number;
  /** Rows one DELETE removes at most. */
  batchSize: number;
  /** Time between sweeps. */
  intervalMs: number;
  /** Pause between two batches of one sweep (lets other statements in). */
  pauseMs: number;
}

export const DEFAULT_RETENTION_OPTIONS: Omit<RetentionOptions, 'retentionDays'> = { batchSize: 1_000, intervalMs: 60 * 60_000, pauseMs: 20 };

const DAY_MS = 86_400_000;

export class AnalyticsRetention {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly deps: { now: () => Date; logger: Pick<FastifyBaseLogger, 'info' | 'error'> },
    private readonly options: RetentionOptions,
  ) {}

  /** Sweeps now and then every `intervalMs`; the timer never keeps the process alive. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.sweep(), this.options.intervalMs);
    this.timer.unref();
    void this.sweep();
  }

  /** Stops the timer and waits for the batch under way (the rest waits for the next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One sweep to completion (or until stopped): answers the rows deleted. Sweeps never overlap. */
  sweep(): Promise<number> {
    this.running ??= this.deleteExpired().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** The instant before which events are deleted. */
  cutoff(): Date {
    return new Date(this.deps.now().getTime() - this.options.retentionDays * DAY_MS);
  }

  private async deleteExpired(): Promise<number> {
    const cutoff = this.cutoff();
    let deleted = 0;
    try {
      for (;;) {
        const batch = await this.repository.deleteOccurredBefore(cutoff, this.options.batchSize);
        deleted += batch;
        if (batch < this.options.batchSize || this.stopped) break;
        await new Promise((resolve) => setTimeout(resolve, this.options.pauseMs).unref());
      }
    } catch (error) {
      // a failed sweep (database away) is retried at the next interval; the collector is unaffected
      this.deps.logger.error({ err: error }, 'analytics retention sweep failed');
    }
    if (deleted > 0) this.deps.logger.info({ deleted, before: cutoff.toISOString() }, 'analytics events past their retention deleted');
    return deleted;
  }
}
