// The insight part of the console's API (marketers and admins): the funnel over a chosen period,
// overall and per channel, partner site or first-touch source, and the web vitals at p75 per page
// and device class. Both read what the analytics module counts (the terminal funnel report counts
// through the same functions); nothing here writes, so nothing is audited.
import type { components, operations } from '@rewards/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { funnelCounts, VITAL_METRICS, VITAL_THRESHOLDS, webVitals, type AnyFunnelStep, type FunnelCountsRow } from '../../analytics';
import type { AdminPartDeps } from '../part-deps';
import { periodOf, type InsightPeriod } from './period';

type Schemas = components['schemas'];
type FunnelQuery = operations['adminGetFunnel']['parameters']['query'];
type VitalsQuery = operations['adminGetWebVitals']['parameters']['query'];
type ConsoleStep = Schemas['AdminInsightFunnelStep'];

/** The console's funnel steps, in order, and the analytics step each one counts. */
const CONSOLE_STEPS = [
  ['visits', 'visits'],
  ['signIns', 'loggedIn'],
  ['trials', 'trials'],
  ['orders', 'paid'],
  ['claims', 'claims'],
] as const satisfies ReadonlyArray<readonly [ConsoleStep, AnyFunnelStep]>;
const COUNTED = CONSOLE_STEPS.map(([, counted]) => counted);
type Counted = (typeof COUNTED)[number];

/** At most this many page and device rows of web vitals are answered. */
export const MAX_VITALS_PAGES = 200;

export function insightPart(deps: AdminPartDeps) {
  const periodView = (period: InsightPeriod): Schemas['AdminInsightPeriod'] => ({
    from: period.fromDay,
    to: period.toDay,
    timeZone: 'Asia/Kolkata',
    eventsKeptDays: deps.config.analyticsRetentionDays,
  });

  return {
    handlers: {
      async adminGetFunnel(request: FastifyRequest<{ Querystring: FunnelQuery }>): Promise<Schemas['AdminInsightFunnelResponse']> {
        const period = periodOf(request.query.from, request.query.to);
        const by = request.query.by ?? 'channel';
        const [total] = await funnelCounts(deps.db, period.from, period.to, 'all', COUNTED);
        const groups = await funnelCounts(deps.db, period.from, period.to, by, COUNTED);
        return {
          success: true,
          data: {
            period: periodView(period),
            by,
            total: funnelRow(total ?? { group: 'all', visits: 0, loggedIn: 0, trials: 0, paid: 0, claims: 0 }),
            groups: groups.map(funnelRow),
          },
        };
      },

      async adminGetWebVitals(request: FastifyRequest<{ Querystring: VitalsQuery }>): Promise<Schemas['AdminWebVitalsResponse']> {
        const period = periodOf(request.query.from, request.query.to);
        const { pages, leftOut } = await webVitals(deps.db, period.from, period.to, MAX_VITALS_PAGES);
        return {
          success: true,
          data: {
            period: periodView(period),
            pages: pages.map((page) => ({ ...page, device: page.device as Schemas['AdminWebVitalsPage']['device'] })),
            pagesLeftOut: leftOut,
            thresholds: VITAL_METRICS.map((metric) => ({ metric, ...VITAL_THRESHOLDS[metric] })),
          },
        };
      },
    },
    async register(_app: FastifyInstance): Promise<void> {},
  };
}

/** A group's counts as the console's steps, each with its share of the step before (4 decimals). */
function funnelRow(row: FunnelCountsRow<Counted>): Schemas['AdminInsightFunnelRow'] {
  return {
    group: row.group,
    steps: CONSOLE_STEPS.map(([step, counted], index) => {
      const count = row[counted];
      const before = index === 0 ? undefined : CONSOLE_STEPS[index - 1];
      const previous = before ? row[before[1]] : 0;
      return { step, count, conversion: before && previous > 0 ? Math.round((count / previous) * 10_000) / 10_000 : null };
    }),
  };
}
