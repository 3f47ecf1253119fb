// Wires the analytics collector: POST /api/events with its per-address limit, and the
// development-only GET /dev/events (app.ts registers it only where the dev outbox is).
import type { AppConfig } from '../../config';
import type { ModuleDeps } from '../deps';
import { rateLimiterFactory } from '../system/rate-limit';
import { AnalyticsRepository } from './repository';
import { analyticsDevHandlers, analyticsHandlers } from './routes';
import { AnalyticsService } from './service';

export function createAnalyticsModule(config: AppConfig, deps: ModuleDeps) {
  const limiter = rateLimiterFactory(deps.db, deps.now)('analytics-ip', config.analyticsLimitPerMinute, 60_000);
  const service = new AnalyticsService(new AnalyticsRepository(deps.db), limiter, deps.now);
  return { handlers: analyticsHandlers(service), devHandlers: analyticsDevHandlers(service) };
}
