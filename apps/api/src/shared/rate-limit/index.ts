// Request limits counted in PostgreSQL, so every API instance on the database shares them. Each
// limit is a fixed window per key (an address, a member): one counter row per window, bumped by an
// atomic upsert. Concurrent hits on one key queue on that row's lock, so exactly `limit` of any
// burst get through, on one instance or on many. Given a transaction's handle, the hit belongs to
// that transaction: it counts only if the action commits.
import { lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';
import { rateLimitCounters } from '../../db/schema';
import { tooManyRequests } from '../../http/errors';

export interface RateLimitRule {
  /** Names the limit in the counters table (`otp-verify-ip`, `code-check-member`, ...). */
  name: string;
  limit: number;
  windowMs: number;
}

/** Expired windows are swept after this many hits on one instance (cheap, indexed). */
const SWEEP_EVERY_HITS = 500;

export class RateLimiter {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: AppDb,
    readonly rule: RateLimitRule,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Counts one hit for `key` and answers how it stands; `db` may be a transaction's handle, in
   * which case the hit is kept only if that transaction commits.
   */
  async hit(key: string, db: AppDb = this.db): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
    const now = this.now();
    const { windowMs, limit, name } = this.rule;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const expiresAt = new Date(windowStart.getTime() + windowMs);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ bucket: name, key, windowStart, expiresAt, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      })
      .returning({ hits: rateLimitCounters.hits });
    await this.sweepNow(db, now);
    const allowed = (row?.hits ?? 1) <= limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)) };
  }

  /** Counts one hit and throws TP429 (with its Retry-After) when `key` is over the limit. */
  async take(key: string, db?: AppDb): Promise<void> {
    const { allowed, retryAfterSeconds } = await this.hit(key, db);
    if (!allowed) throw tooManyRequests(retryAfterSeconds);
  }

  private async sweepNow(db: AppDb, now: Date): Promise<void> {
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep < SWEEP_EVERY_HITS) return;
    this.hitsSinceSweep = 0;
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, now));
  }
}

/** Limits are built the same way everywhere: one database, one clock. */
export type RateLimiterFactory = (name: string, limit: number, windowMs: number) => RateLimiter;

export function rateLimiterFactory(db: AppDb, now: () => Date): RateLimiterFactory {
  return (name, limit, windowMs) => new RateLimiter(db, { name, limit, windowMs }, now);
}
