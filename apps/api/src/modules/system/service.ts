// Health of the server and its database, and the sites' error reports.
import type { ClientLog, Health } from '@rewards/api-contract';
import type { Database } from '../../db/connection';
import type { RateLimiter } from '../../shared/rate-limit';
import type { SystemRepository } from './repository';

/** A database that does not answer within this is reported down rather than hanging the probe. */
export const PING_TIMEOUT_MS = 2_000;

export class SystemService {
  constructor(
    private readonly database: Pick<Database, 'driver' | 'ping'>,
    private readonly repository: SystemRepository,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async health(): Promise<{ healthy: boolean; body: Health }> {
    const { driver } = this.database;
    try {
      const latencyMs = await withTimeout(this.database.ping(), PING_TIMEOUT_MS);
      return { healthy: true, body: { status: 'ok', database: { status: 'up', driver, latencyMs } } };
    } catch {
      return { healthy: false, body: { status: 'degraded', database: { status: 'down', driver } } };
    }
  }

  /** Stores a report (with the full address), unless this address's key has sent too many this minute. */
  async recordClientLog(log: ClientLog, client: { ip: string; addressKey: string }, userAgent: string | undefined): Promise<void> {
    await this.limiter.take(client.addressKey);
    await this.repository.insertClientLog({
      error: log.error,
      errorInfo: log.errorInfo ?? null,
      url: log.url,
      ip: client.ip,
      userAgent: userAgent?.slice(0, 512) ?? null,
      createdAt: this.now(),
    });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
