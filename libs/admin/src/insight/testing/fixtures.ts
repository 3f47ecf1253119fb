// Contract-typed insight answers and a fake console server for the insight page's tests and stories.
import { byPath, errorResponse, ok, type Responder } from '@rewards/api-client/testing';
import type { Funnel, FunnelGrouping, FunnelRow, WebVitals } from '../format';

/** The moment tests and stories run at: 15:30 on 20 Nov 2026 in India. */
export const INSIGHT_NOW = '2026-11-20T10:00:00.000Z';

const STEPS = ['visits', 'signIns', 'trials', 'orders', 'claims'] as const;

/** A row from its five counts, conversions computed as the API does (4 decimals, null after a 0). */
export function funnelRow(group: string, counts: readonly [number, number, number, number, number]): FunnelRow {
  return {
    group,
    steps: STEPS.map((step, index) => {
      const previous = index === 0 ? undefined : counts[index - 1];
      return { step, count: counts[index] ?? 0, conversion: previous ? Math.round(((counts[index] ?? 0) / previous) * 10_000) / 10_000 : null };
    }),
  };
}

const GROUPS: Record<FunnelGrouping, FunnelRow[]> = {
  channel: [funnelRow('TIMES_PRIME', [12_480, 3_120, 940, 410, 0]), funnelRow('SHOPPERS_STOP', [2_300, 1_150, 0, 0, 620]), funnelRow('MORE_REWARDS', [900, 420, 0, 0, 260])],
  partner: [funnelRow('core', [12_480, 3_120, 940, 410, 0]), funnelRow('shopper', [2_300, 1_150, 0, 0, 620]), funnelRow('more-rewards', [900, 420, 0, 0, 260])],
  source: [funnelRow('DIRECT', [8_200, 2_600, 610, 300, 480]), funnelRow('google', [5_100, 1_540, 290, 95, 240]), funnelRow('newsletter', [2_380, 550, 40, 15, 160])],
};

export function makeFunnel(by: FunnelGrouping = 'channel', period = { from: '2026-10-22', to: '2026-11-20' }): Funnel {
  return {
    period: { ...period, timeZone: 'Asia/Kolkata', eventsKeptDays: 90 },
    by,
    total: funnelRow('all', [15_680, 4_690, 940, 410, 880]),
    groups: GROUPS[by],
  };
}

export function emptyFunnel(period = { from: '2026-10-22', to: '2026-11-20' }): Funnel {
  return { period: { ...period, timeZone: 'Asia/Kolkata', eventsKeptDays: 90 }, by: 'channel', total: funnelRow('all', [0, 0, 0, 0, 0]), groups: [] };
}

const THRESHOLDS: WebVitals['thresholds'] = [
  { metric: 'LCP', unit: 'ms', good: 2500, poor: 4000 },
  { metric: 'INP', unit: 'ms', good: 200, poor: 500 },
  { metric: 'CLS', unit: 'score', good: 0.1, poor: 0.25 },
  { metric: 'FCP', unit: 'ms', good: 1800, poor: 3000 },
  { metric: 'TTFB', unit: 'ms', good: 800, poor: 1800 },
];

export function makeVitals(period = { from: '2026-10-22', to: '2026-11-20' }): WebVitals {
  return {
    period: { ...period, timeZone: 'Asia/Kolkata', eventsKeptDays: 90 },
    pages: [
      {
        site: 'core',
        page: '/',
        device: 'phone',
        samples: 1_840,
        metrics: [
          { metric: 'LCP', p75: 3250, samples: 420, rating: 'needs-improvement' },
          { metric: 'INP', p75: 180, samples: 310, rating: 'good' },
          { metric: 'CLS', p75: 0.125, samples: 400, rating: 'needs-improvement' },
          { metric: 'FCP', p75: 1620, samples: 360, rating: 'good' },
          { metric: 'TTFB', p75: 640, samples: 350, rating: 'good' },
        ],
      },
      {
        site: 'core',
        page: '/categories/*',
        device: 'desktop',
        samples: 960,
        metrics: [
          { metric: 'LCP', p75: 2100, samples: 240, rating: 'good' },
          { metric: 'INP', p75: 520, samples: 180, rating: 'poor' },
          { metric: 'CLS', p75: 0.02, samples: 240, rating: 'good' },
          { metric: 'TTFB', p75: 910, samples: 300, rating: 'needs-improvement' },
        ],
      },
      { site: 'shopper', page: '/', device: 'tablet', samples: 1, metrics: [{ metric: 'LCP', p75: 5000, samples: 1, rating: 'poor' }] },
    ],
    pagesLeftOut: 0,
    thresholds: THRESHOLDS,
  };
}

export function emptyVitals(period = { from: '2026-10-22', to: '2026-11-20' }): WebVitals {
  return { period: { ...period, timeZone: 'Asia/Kolkata', eventsKeptDays: 90 }, pages: [], pagesLeftOut: 0, thresholds: THRESHOLDS };
}

export interface InsightServerOptions {
  funnel?: (by: FunnelGrouping, period: { from: string; to: string }) => Funnel;
  vitals?: (period: { from: string; to: string }) => WebVitals;
  /** Answer every call with this failure instead. */
  failure?: { status: number; code: string; message: string };
}

/** The insight calls, answered for the asked period and grouping; a period the API refuses is refused the same way. */
export function insightServer({ funnel = makeFunnel, vitals = makeVitals, failure }: InsightServerOptions = {}): Responder {
  const periodOf = (request: Request) => {
    const query = new URL(request.url).searchParams;
    return { from: query.get('from') ?? '', to: query.get('to') ?? '' };
  };
  const refusal = (period: { from: string; to: string }) => {
    if (failure) return errorResponse(failure.status, failure.code, failure.message);
    return period.to < period.from ? errorResponse(400, 'TP400', 'The end date must not be before the start date.') : null;
  };
  return byPath({
    '/nc/admin/v1/insight/funnel': (request) => {
      const period = periodOf(request);
      const by = (new URL(request.url).searchParams.get('by') ?? 'channel') as FunnelGrouping;
      return refusal(period) ?? ok(funnel(by, period));
    },
    '/nc/admin/v1/insight/vitals': (request) => {
      const period = periodOf(request);
      return refusal(period) ?? ok(vitals(period));
    },
  });
}
