// Prometheus metrics (prom-client) of a site server process, at its own GET /metrics (never the
// API's: the proxy forwards only the API's paths, and /metrics is not one of them). Requests by
// route and status class (a count and a latency histogram), pages rendered and their render time by
// site, the anonymous-page cache's hits and misses, and Node's process metrics. One registry per
// process: with `--site all`, every site's series carry their site label.
//
// Who may read it: with METRICS_TOKEN set, a caller sending `Authorization: Bearer <token>`; without
// it, a loopback caller that came through no proxy (no X-Forwarded-For or Forwarded header).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PageSource, Render } from './server';

/** Seconds: a cached page (about a millisecond) to a slow render against a slow API. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export type PageCacheResult = 'hit' | 'miss' | 'bypass';

export interface SiteMetrics {
  readonly registry: Registry;
  request(site: string, method: string, route: string, status: number, seconds: number): void;
  render(site: string, status: number, seconds: number): void;
  pageCache(site: string, result: PageCacheResult): void;
  /** Reports this site's readiness in the `ready` gauge. */
  watchReadiness(site: string, ready: () => boolean): void;
}

export function createSiteMetrics(options: { processMetrics?: boolean } = {}): SiteMetrics {
  const registry = new Registry();
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry });
  const labelNames = ['site', 'method', 'route', 'status_class'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by site, method, route and status class.', labelNames, registers: [registry] });
  const duration = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer a request, by site, method, route and status class.', labelNames, buckets: LATENCY_BUCKETS, registers: [registry] });
  const renders = new Counter({ name: 'page_renders_total', help: 'Pages rendered on the server (not answered from the page cache), by site and status class.', labelNames: ['site', 'status_class'], registers: [registry] });
  const renderTime = new Histogram({ name: 'page_render_duration_seconds', help: 'Time to render a page on the server, API calls included, by site.', labelNames: ['site'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const cache = new Counter({ name: 'page_cache_requests_total', help: 'Page requests by what the anonymous-page cache did: hit, miss (rendered and kept), bypass (a member, or the cache off).', labelNames: ['site', 'result'], registers: [registry] });
  const readiness = new Map<string, () => boolean>();
  new Gauge({
    name: 'ready',
    help: '1 while this site takes visitors, 0 while starting, without its API or draining.',
    labelNames: ['site'],
    registers: [registry],
    collect() {
      for (const [site, ready] of readiness) this.set({ site }, ready() ? 1 : 0);
    },
  });
  return {
    registry,
    request(site, method, route, status, seconds) {
      const labels = { site, method, route, status_class: statusClass(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    render(site, status, seconds) {
      renders.inc({ site, status_class: statusClass(status) });
      renderTime.observe({ site }, seconds);
    },
    pageCache(site, result) {
      cache.inc({ site, result });
    },
    watchReadiness(site, ready) {
      readiness.set(site, ready);
    },
  };
}

/** The page source with every render counted and timed (a failed render counts as a 500). */
export function timedPages(pages: PageSource, site: string, metrics: SiteMetrics): PageSource {
  let timed: Promise<Render> | undefined;
  let source: Promise<Render> | undefined;
  return {
    ...pages,
    render() {
      const current = pages.render();
      // Vite's development source answers a new renderer per call; the built one the same each time
      if (current !== source || !timed) {
        source = current;
        timed = current.then(
          (render): Render =>
            async (request) => {
              const started = process.hrtime.bigint();
              const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
              try {
                const result = await render(request);
                metrics.render(site, result.status, seconds());
                return result;
              } catch (error) {
                metrics.render(site, 500, seconds());
                throw error;
              }
            },
        );
      }
      return timed;
    },
  };
}

/** A page cache whose lookups are counted: hit (held or shared), miss (this request rendered it), bypass. */
export function countedPageCache<C extends { get(request: never, host: string, render: (sentinel: string) => Promise<never>): Promise<unknown> }>(cache: C, site: string, metrics: SiteMetrics | undefined): C {
  if (!metrics) return cache;
  const get = cache.get.bind(cache) as (request: unknown, host: string, render: (sentinel: string) => Promise<unknown>) => Promise<unknown>;
  return {
    ...cache,
    async get(request: unknown, host: string, render: (sentinel: string) => Promise<unknown>) {
      let rendered = false;
      const page = await get(request, host, (sentinel) => {
        rendered = true;
        return render(sentinel);
      });
      metrics.pageCache(site, rendered ? 'miss' : page === undefined ? 'bypass' : 'hit');
      return page;
    },
  } as C;
}

