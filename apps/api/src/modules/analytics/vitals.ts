// Web vitals per page and device class over a period: the 75th percentile of each metric the sites
// report (`web_vitals` events: props `metric`, `value`; milliseconds, CLS × 1000), computed in SQL
// (`percentile_cont(0.75)`, linear between the two nearest samples, on PGlite and PostgreSQL alike),
// with its sample count and its rating against the web's thresholds (web.dev: good at or below the
// first, poor above the second).
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/connection';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** Each metric's unit as answered (CLS is a score: the stored value ÷ 1000) and its thresholds in that unit. */
export const VITAL_THRESHOLDS: Record<VitalMetric, { unit: 'ms' | 'score'; good: number; poor: number }> = {
  LCP: { unit: 'ms', good: 2500, poor: 4000 },
  INP: { unit: 'ms', good: 200, poor: 500 },
  CLS: { unit: 'score', good: 0.1, poor: 0.25 },
  FCP: { unit: 'ms', good: 1800, poor: 3000 },
  TTFB: { unit: 'ms', good: 800, poor: 1800 },
};

/** What an event without a device class (no user agent, or stored before the class was kept) is shown as. */
export const UNKNOWN_DEVICE = 'unknown';

// A page kind: the site's path with the first segment kept and every further segment made `*`
// (`/blog/a-title` → `/blog/*`, `/categories/dining/swiggy` → `/categories/*/*`), a trailing slash
// dropped. The sites' routes put slugs and ids only after the first segment, so one row stands for
// one route, and no member's id or name becomes a row of its own.
export const PAGE_KIND_SQL = sql`(
  case when rtrim(path, '/') = '' then '/'
  else substring(rtrim(path, '/') from '^/[^/]*') || regexp_replace(substring(rtrim(path, '/') from '^/[^/]*(.*)$'), '/[^/]+', '/*', 'g')
  end)`;

export interface VitalMetricStats {
  metric: VitalMetric;
  p75: number;
  samples: number;
  rating: VitalRating;
}

export interface PageVitals {
  site: string;
  page: string;
  device: string;
  samples: number;
  metrics: VitalMetricStats[];
}

export function ratingOf(metric: VitalMetric, p75: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return p75 <= good ? 'good' : p75 <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The web vitals of `[from, to)` per site, page kind and device class, the most sampled first (then
 * by site, page and device), at most `limit` of them; `leftOut` counts the rest.
 */
export async function webVitals(db: AppDb, from: Date, to: Date, limit: number): Promise<{ pages: PageVitals[]; leftOut: number }> {
  const metrics = sql.join(
    VITAL_METRICS.map((metric) => sql`${metric}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with v as (
      select site, ${PAGE_KIND_SQL} as page, coalesce(device_class, ${UNKNOWN_DEVICE}) as device,
        props->>'metric' as metric, (props->>'value')::double precision as value
      from analytics_events
      where name = 'web_vitals' and occurred_at >= ${from.toISOString()}::timestamptz and occurred_at < ${to.toISOString()}::timestamptz
        and props->>'metric' in (${metrics}) and jsonb_typeof(props->'value') = 'number'
    )
    select site, page, device, metric, count(*) as samples, percentile_cont(0.75) within group (order by value) as p75
    from v
    group by site, page, device, metric
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, unknown>>;
  const pages = new Map<string, PageVitals>();
  for (const row of rows) {
    const key = JSON.stringify([row.site, row.page, row.device]);
    let page = pages.get(key);
    if (!page) pages.set(key, (page = { site: String(row.site), page: String(row.page), device: String(row.device), samples: 0, metrics: [] }));
    const metric = row.metric as VitalMetric;
    const raw = Number(row.p75);
    const p75 = VITAL_THRESHOLDS[metric].unit === 'score' ? Math.round(raw) / 1000 : Math.round(raw);
    const samples = Number(row.samples);
    page.samples += samples;
    page.metrics.push({ metric, p75, samples, rating: ratingOf(metric, p75) });
  }
  const order = (value: string, list: readonly string[]) => list.indexOf(value);
  const sorted = [...pages.values()]
    .map((page) => ({ ...page, metrics: page.metrics.sort((a, b) => order(a.metric, VITAL_METRICS) - order(b.metric, VITAL_METRICS)) }))
    .sort((a, b) => b.samples - a.samples || compare(a.site, b.site) || compare(a.page, b.page) || order(a.device, DEVICE_ORDER) - order(b.device, DEVICE_ORDER));
  return { pages: sorted.slice(0, limit), leftOut: Math.max(0, sorted.length - limit) };
}

const DEVICE_ORDER = ['phone', 'tablet', 'desktop', UNKNOWN_DEVICE];

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
