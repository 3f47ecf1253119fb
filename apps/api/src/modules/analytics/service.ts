// The first-party analytics collector: a batch is limited per address, checked for personal data,
// and stored as it came (one row per event, the common payload in columns).
import type { AnalyticsBatch, StoredAnalyticsEvent } from '@rewards/api-contract';
import { badRequest } from '../../http/errors';
import type { RateLimiter } from '../system/rate-limit';
import type { AnalyticsEventRow, AnalyticsRepository } from './repository';
import { personalDataDetails } from './rules';

export class AnalyticsService {
  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date,
  ) {}

  async collect(batch: AnalyticsBatch, ip: string): Promise<void> {
    await this.limiter.take(ip);
    const personal = personalDataDetails(batch.events);
    if (personal.length > 0) throw badRequest(personal);
    const receivedAt = this.now();
    await this.repository.insertAll(
      batch.events.map((event) => ({
        name: event.name,
        occurredAt: new Date(event.at),
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
        props: event.props,
      })),
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
