// Wires the system module: health (which asks the database itself), liveness and readiness (from
// the process's Readiness, http/readiness.ts), the catalogue version, and client error reports with
// their per-address limit.
import type { AppConfig } from '../../config';
import type { Database } from '../../db/connection';
import type { Readiness } from '../../http/readiness';
import type { ModuleDeps } from '../deps';
import { rateLimiterFactory } from '../../shared/rate-limit';
import { SystemRepository } from './repository';
import { systemHandlers } from './routes';
import { SystemService } from './service';

export function createSystemModule(config: AppConfig, deps: ModuleDeps & { database: Database; readiness: Readiness }) {
  const clientLogLimiter = rateLimiterFactory(deps.db, deps.now)('client-log-ip', config.clientLogLimitPerMinute, 60_000);
  return { handlers: systemHandlers(new SystemService(deps.database, new SystemRepository(deps.db), clientLogLimiter, deps.now), deps.catalogueVersion, deps.readiness) };
}
