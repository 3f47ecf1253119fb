// The public read models: the answers of the reads the contract marks `x-public-read` with
// `readModel: true` (public-reads.ts), built once per catalogue version and held already serialized
// and compressed (brotli and gzip), keyed by everything that selects them (the language, method,
// path, query and body: an English read never gets a Hindi answer, nor the reverse). These reads
// depend on nothing else about the caller (no session, no cookie, no member), so one entry serves
// every visitor and member of a language alike; personal state has its own, uncached operations
// (POST /nc/prime/offer/details, the feed, the profile).
//
// A miss runs the route as usual (handler, response validation, serializer) and keeps the JSON it
// sent; a hit answers from memory (hits.ts) without touching the database, the validator or the
// compressor. A hit is found by its key once validated (preHandler), or by its request's shape once
// routed (onRequest) and on the socket before Fastify (`answerOnTheWire`); Fastify's two answer it
// through `answerHit`, the socket with the headers that answer had.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { languageOf } from '../../i18n/language';
import { safeUrl } from '../logging';
import { readModelOperations } from '../public-reads';
import { answerHit, keepWireHeaders, plainRead, writeOnTheWire } from './hits';
import { keyOf } from './keys';
import { ReadModels, type Pending, type ReadCacheOptions } from './store';

export { shapeOf, UNSELECTING_PARAMETERS } from './keys';
export type { ReadCacheOptions } from './store';

export interface ReadCache {
  /** Entries held now (for tests and the benchmark's report). */
  size(): number;
  /**
   * Answers a plain GET (see `plainRead`) of a shape already validated whose entry is fresh and has
   * been sent in this encoding through the app once: its bytes and that answer's headers, written
   * to the socket before Fastify sees the request. False when it did not answer (Fastify's turn).
   */
  answerOnTheWire(request: IncomingMessage, response: ServerResponse): boolean;
}

const PENDING = Symbol('readCachePending');
type BuildingRequest = FastifyRequest & { [PENDING]?: Pending };

/** The operation a route serves, from the contract route's schema. */
function operationOf(route: RouteOptions): string | undefined {
  return (route.schema as { operationId?: string } | undefined)?.operationId ?? (route.config as { operationId?: string } | undefined)?.operationId;
}

function hooks<T>(existing: T | T[] | undefined): T[] {
  return Array.isArray(existing) ? existing : existing ? [existing] : [];
}

/**
 * On each held operation's route: after validation, the hit or the build of the request's key (only
 * a valid request is answered, from the cache or not); once routed, the hit of a shape already
 * validated, without parsing, validating and running the route's hooks again.
 */
function addToHeldRoutes(app: FastifyInstance, models: ReadModels, operations: ReadonlySet<string>): void {
  async function answerValidated(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const key = keyOf(request);
    if (request.method === 'GET') models.rememberShape(request.url, languageOf(request.headers), key);
    const found = await models.hitOrBuild(key);
    if ('entry' in found) return answerHit(found.entry, request, reply);
    (request as BuildingRequest)[PENDING] = found.build;
    return undefined;
  }
  async function answerValidatedShape(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const entry = request.method === 'GET' ? models.hitOfShape(request.url, languageOf(request.headers)) : undefined;
    return entry ? answerHit(entry, request, reply) : undefined;
  }
  app.addHook('onRoute', (route) => {
    const operation = operationOf(route);
    if (!operation || !operations.has(operation)) return;
    route.preHandler = [...hooks(route.preHandler), answerValidated];
    route.onRequest = [...hooks(route.onRequest), answerValidatedShape];
  });
}

/**
 * Keeps what a build's miss sent for the next callers, and lets those waiting on it go on (with the
 * entry, or to build it themselves after an error answer or a request that ended unanswered).
 */
function keepBuilds(app: FastifyInstance, models: ReadModels): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = (request as BuildingRequest)[PENDING];
    if (!pending) return payload;
    (request as BuildingRequest)[PENDING] = undefined;
    if (reply.statusCode === 200 && typeof payload === 'string') {
      models.keep(pending, Buffer.from(payload), String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'));
    }
    pending.settle();
    return payload;
  });
  // a build whose request ended without an answer (the client went away, an error before sending)
  const abandon = async (request: FastifyRequest) => {
    const pending = (request as BuildingRequest)[PENDING];
    (request as BuildingRequest)[PENDING] = undefined;
    pending?.settle();
  };
  app.addHook('onResponse', abandon);
  app.addHook('onRequestAbort', abandon);
  // a plain hit's headers, as every hook left them, for the next plain hit of its entry and encoding
  app.addHook('onResponse', async (request, reply) => keepWireHeaders(request, reply));
}

/** The socket's entry point, logging the line Fastify would have where requests are logged. */
function wireAnswerer(app: FastifyInstance, models: ReadModels): ReadCache['answerOnTheWire'] {
  const logsRequests = ['info', 'debug', 'trace'].includes(app.log.level);
  return (request, response) => {
    const entry = plainRead(request) ? models.hitOfShape(request.url ?? '', languageOf(request.headers)) : undefined;
    if (!entry || !writeOnTheWire(entry, request, response)) return false;
    if (logsRequests) app.log.info({ reqId: request.headers['x-request-id'], req: { method: request.method, url: safeUrl(request.url ?? ''), ip: request.socket.remoteAddress }, res: { statusCode: 200 }, readModel: 'wire' }, 'request completed');
    return true;
  };
}

/**
 * Adds the read models to every held route. Call before registering the routes, and before the
 * ETag and compression plugins (whose hooks must see a hit's headers already set).
 */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): ReadCache {
  const models = new ReadModels(options);
  addToHeldRoutes(app, models, readModelOperations());
  keepBuilds(app, models);
  return { size: () => models.size, answerOnTheWire: wireAnswerer(app, models) };
}
