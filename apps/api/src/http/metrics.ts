// Prometheus metrics (prom-client) at GET /metrics, for the operators' scraper and nobody else:
// requests by route template, method and status class (a count and a latency histogram), the
// database pool, the message outbox's depth, the read models' hits and misses, and Node's own process
// metrics. The route is plain Fastify, outside the OpenAPI contract: it answers Prometheus's text
// format, not JSON, and is no part of what clients may call (docs/operations.md).
//
// Who may read it: with METRICS_TOKEN set, a caller sending `Authorization: Bearer <token>`; without
// it, a caller on the loopback interface that came through no proxy (no X-Forwarded-For or
// Forwarded header: the sites' proxies add one, and never forward /metrics anyway).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { metricsRefusal } from '@rewards/server-runtime';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { outboxMessages } from '../db/schema';
import { readModelOperations } from './public-reads';
import type { Readiness } from './readiness';

export const METRICS_PATH = '/metrics';

/** Seconds; from a read-model hit (well under 1 ms) to a request at the statement timeout (5 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape never waits longer than this on the database for the outbox's depth. */
const OUTBOX_QUERY_TIMEOUT_MS = 1_000;
/** Paths remembered for labelling the read models' socket hits with their route (cleared when full). */
const WIRE_ROUTES_MAX = 2_000;

/** The request's route template (`/c/prime/offer/:slug`), never its raw URL: a bounded set of labels. */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(unmatched)';
}

export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

export interface ApiMetrics {
  readonly registry: Registry;
  /** One answered request. */
  observe(method: string, route: string, status: number, seconds: number): void;
  /** A read model answered from memory (`hit`) or built (`miss`). */
  readModel(result: 'hit' | 'miss'): void;
  /** A read model's hit written on the socket before Fastify (read-cache's answerOnTheWire). */
  wireHit(url: string, seconds: number): void;
  /** Remembers a read model's path and route, for labelling its socket hits. */
  rememberRoute(url: string, route: string): void;
}

/** Node's process metrics, collected once per process (tests build many apps in one). */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createApiMetrics(options: { database?: Pick<Database, 'db' | 'driver'>; readiness?: Readiness; processMetrics?: boolean } = {}): ApiMetrics {
  const own = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by method, route template and status class.', labelNames, registers: [own] });
  const duration = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer a request, by method, route template and status class.', labelNames, buckets: LATENCY_BUCKETS, registers: [own] });
  const readModels = new Counter({ name: 'read_cache_requests_total', help: 'Public reads held as read models: answered from memory (hit) or built (miss).', labelNames: ['result'], registers: [own] });
  for (const result of ['hit', 'miss']) readModels.inc({ result }, 0);

  const database = options.database;
  if (database) {
    const pool = poolOf(database);
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database connections by state: PostgreSQL pool in use, idle and total, and requests waiting for one; PGlite has one embedded connection (total 1).',
      labelNames: ['state'],
      registers: [own],
      collect() {
        if (pool) {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        } else {
          this.set({ state: 'total' }, 1);
        }
      },
    });
    new Gauge({
      name: 'outbox_depth',
      help: 'Messages in the outbox not yet delivered (pending or being sent).',
      registers: [own],
      async collect() {
        const depth = await withTimeout(outboxDepth(database), OUTBOX_QUERY_TIMEOUT_MS).catch(() => undefined);
        // a database that does not answer leaves the last value; the scrape still answers
        if (depth !== undefined) this.set(depth);
      },
    });
  }
  if (options.readiness) {
    const readiness = options.readiness;
    new Gauge({
      name: 'ready',
      help: '1 while this process takes traffic, 0 while starting or draining.',
      registers: [own],
      collect() {
        this.set(readiness.ready ? 1 : 0);
      },
    });
  }

  const wireRoutes = new Map<string, string>();
  // once every metric of its own is registered (a merge takes those it finds)
  const registry = options.processMetrics === false ? own : Registry.merge([own, processMetrics()]);
  return {
    registry,
    observe(method, route, status, seconds) {
      const labels = { method, route, status_class: statusClass(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    readModel(result) {
      readModels.inc({ result });
    },
    wireHit(url, seconds) {
      readModels.inc({ result: 'hit' });
      this.observe('GET', wireRoutes.get(pathOf(url)) ?? '(read model)', 200, seconds);
    },
    rememberRoute(url, route) {
      const path = pathOf(url);
      if (wireRoutes.has(path)) return;
      if (wireRoutes.size >= WIRE_ROUTES_MAX) wireRoutes.clear();
      wireRoutes.set(path, route);
    },
  };
}

/** A URL's path, without its query (the route depends on nothing else). */
function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

/** node-postgres's pool under Drizzle, or undefined for PGlite. */
function poolOf(database: Pick<Database, 'db' | 'driver'>): pg.Pool | undefined {
  const client = (database.db as unknown as { $client?: unknown }).$client;
  return database.driver === 'postgres' && client instanceof pg.Pool ? client : undefined;
}

async function outboxDepth(database: Pick<Database, 'db'>): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(inArray(outboxMessages.status, ['pending', 'sending']));
  return row?.n ?? 0;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}


const STARTED = Symbol('metricsStarted');
type TimedRequest = FastifyRequest & { [STARTED]?: bigint };

/**
 * Counts every request Fastify answers (register before the routes, so their hooks include these),
 * the read models' hits and misses by the X-Read-Model header a hit carries, and adds GET /metrics.
 */
export function registerMetrics(app: FastifyInstance, metrics: ApiMetrics, token: string | undefined): void {
  const readModelOps = readModelOperations();
  const operationOf = (request: FastifyRequest) => (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
  app.addHook('onRequest', async (request) => {
    (request as TimedRequest)[STARTED] = process.hrtime.bigint();
  });
  app.addHook('onResponse', async (request, reply: FastifyReply) => {
    const started = (request as TimedRequest)[STARTED];
    const seconds = started === undefined ? 0 : Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabel(request);
    metrics.observe(request.method, route, reply.statusCode, seconds);
    const operation = operationOf(request);
    if (operation && readModelOps.has(operation) && reply.statusCode < 400) {
      const hit = reply.getHeader('x-read-model') === 'hit';
      metrics.readModel(hit ? 'hit' : 'miss');
      if (hit && request.method === 'GET') metrics.rememberRoute(request.url, route);
    }
  });

  app.get(METRICS_PATH, async (request, reply) => {
    const refusal = metricsRefusal(request, token);
    if (refusal) return reply.code(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(`${refusal}\n`);
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
