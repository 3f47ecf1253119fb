// Wires the content module: pages, FAQ, blog, and email and SMS opt-outs with their per-address limit
// (an opt-out of a consented member also reaches the marketing tool, through `marketing`).
import type { AppConfig } from '../../config';
import type { ModuleDeps } from '../deps';
import type { MarketingProfiles } from '../messages';
import { rateLimiterFactory } from '../../shared/rate-limit';
import { ContentRepository } from './repository';
import { contentHandlers } from './routes';
import { ContentService } from './service';

export function createContentModule(config: AppConfig, deps: ModuleDeps & { marketing?: Pick<MarketingProfiles, 'addressUnsubscribed'> }) {
  const unsubscribeLimiter = rateLimiterFactory(deps.db, deps.now)('unsubscribe-ip', config.unsubscribeLimitPerMinute, 60_000);
  return { handlers: contentHandlers(new ContentService(new ContentRepository(deps.db), unsubscribeLimiter, deps.now, deps.marketing)) };
}
