// The first-party analytics collector: a batch is limited per address and per device, checked
// against the allow-list (nothing of a refused batch is stored), and stored one row per event with
// the common payload in columns.
import type { AnalyticsBatch, StoredAnalyticsEvent } from '@rewards/api-contract';
import { badRequest } from '../../http/errors';
import type { RateLimiter } from '../../shared/rate-limit';
import type { DeviceClass } from './device-class';
import type { AnalyticsEventRow, AnalyticsRepository } from './repository';
import { batchProblems } from './rules';

export interface CollectorLimits {
  perAddress: RateLimiter;
  perDevice: RateLimiter;
  maxEventsPerBatch: number;
}

/**
 * How far ahead of the server's clock an event may say it happened. Retention deletes by that time,
 * so an event dated years ahead would be kept for years: beyond this it is stored as received.
 */
export const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60_000;

export class AnalyticsService {
  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly limits: CollectorLimits,
    private readonly now: () => Date,
  ) {}

  /**
   * `address` is the per-address limit's key (the client's address; an IPv6 client by its /64);
   * `deviceClass` what the request's user agent says the device is (kept with every event of the batch).
   */
  async collect(batch: AnalyticsBatch, address: string, deviceClass: DeviceClass | null = null): Promise<void> {
    // Limits first: a refused batch, valid or not, still costs its sender a hit.
    await this.limits.perAddress.take(address);
    await this.limits.perDevice.take(batch.deviceId);
    const problems = batchProblems(batch, this.limits.maxEventsPerBatch);
    if (problems.length > 0) throw badRequest(problems);
    const receivedAt = this.now();
    await this.repository.insertAll(
      batch.events.map((event) => {
        const at = new Date(event.at);
        return {
          name: event.name,
          occurredAt: at.getTime() - receivedAt.getTime() > MAX_CLOCK_AHEAD_MS ? receivedAt : at,
          receivedAt,
          deviceId: batch.deviceId,
          memberId: event.memberId,
          site: event.site,
          channel: event.channel,
          loginState: event.loginState,
          primeProfile: event.primeProfile,
          savingsBucket: event.savingsBucket,
          ftpSource: event.ftpSource,
          path: event.path,
          deviceClass,
          props: event.props,
        };
      }),
    );
  }

  async newest(limit: number, deviceId?: string): Promise<StoredAnalyticsEvent[]> {
    return (await this.repository.newest(limit, deviceId)).map(toStored);
  }
}

function toStored(row: AnalyticsEventRow): StoredAnalyticsEvent {
  return {
    id: row.id,
    receivedAt: row.receivedAt.toISOString(),
    deviceId: row.deviceId,
    name: row.name as StoredAnalyticsEvent['name'],
    at: row.occurredAt.toISOString(),
    path: row.path,
    site: row.site,
    channel: row.channel,
    loginState: row.loginState as StoredAnalyticsEvent['loginState'],
    primeProfile: row.primeProfile,
    savingsBucket: row.savingsBucket as StoredAnalyticsEvent['savingsBucket'],
    ftpSource: row.ftpSource,
    memberId: row.memberId,
    props: row.props,
  };
}
