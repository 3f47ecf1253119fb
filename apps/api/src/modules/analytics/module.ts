// Wires the analytics collector: POST /api/events with its limits per address and per device, the
// development-only GET /dev/events (app.ts registers it only where the dev outbox is), and the
// retention job, started when the app is ready and stopped when it closes.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { ModuleDeps } from '../deps';
import type { AuthAccess } from '../auth';
import type { MarketingProfiles } from '../messages';
import { rateLimiterFactory } from '../../shared/rate-limit';
import { AnalyticsRepository } from './repository';
import { AnalyticsRetention, DEFAULT_RETENTION_OPTIONS } from './retention';
import { analyticsDevHandlers, analyticsHandlers } from './routes';
import { AnalyticsService } from './service';

/** `auth` and `marketing`: the member's consent to the marketing profile (PUT /nc/um/user/v1/marketing-consent). */
export function createAnalyticsModule(config: AppConfig, deps: ModuleDeps & { auth?: AuthAccess; marketing?: MarketingProfiles }) {
  const limiter = rateLimiterFactory(deps.db, deps.now);
  const repository = new AnalyticsRepository(deps.db);
  const service = new AnalyticsService(
    repository,
    {
      perAddress: limiter('analytics-ip', config.analyticsLimitPerMinute, 60_000),
      perDevice: limiter('analytics-device', config.analyticsLimitPerDevicePerMinute, 60_000),
      maxEventsPerBatch: config.analyticsMaxEventsPerBatch,
    },
    deps.now,
  );
  const retention = new AnalyticsRetention(repository, deps, { ...DEFAULT_RETENTION_OPTIONS, retentionDays: config.analyticsRetentionDays });
  return {
    handlers: analyticsHandlers(service, deps.auth && deps.marketing ? { auth: deps.auth, profiles: deps.marketing } : undefined),
    devHandlers: analyticsDevHandlers(service),
    retention,
    /** Runs the retention job while the app is up: a first sweep once ready, then hourly. */
    register(app: FastifyInstance) {
      app.addHook('onReady', async () => retention.start());
      app.addHook('onClose', async () => retention.stop());
    },
  };
}
