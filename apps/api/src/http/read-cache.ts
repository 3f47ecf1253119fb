// The public read models: the answers of the catalogue and content reads, built once per catalogue
// version and held already serialized and compressed (brotli and gzip), keyed by everything that
// selects them (method, path, query and body). These reads depend on nothing about the caller (no
// session, no cookie, no member), so one entry serves every visitor and member alike; personal state
// has its own, uncached operations (POST /nc/prime/offer/details, the feed, the profile).
//
// A miss runs the route as usual (handler, response validation, serializer) and keeps the JSON it
// sent; a hit answers from memory with its ETag, 304 to If-None-Match, and the encoding the client
// accepts, without touching the database, the validator or the compressor.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { safeUrl } from './logging';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The operations whose answers are the same for every caller (contract operationIds). */
export const PUBLIC_READ_OPERATIONS: ReadonlySet<string> = new Set([
  'getCategoryOffers',
  'getOfferDetail',
  'searchBenefits',
  'getHomeData',
  'getLayout',
  'getViewport',
  'getPromotions',
  'getFaq',
  'getTerms',
  'getContentPage',
  'getBlogArticles',
  'getBlogArticle',
]);

export interface ReadCacheOptions {
  /** The catalogue's current version (cached: see `catalogueVersionOf`), and `peek` for it without waiting. */
  currentVersion: () => Promise<number>;
  peekVersion?: () => number | undefined;
  /** The app's clock: an entry is rebuilt after `maxAgeMs` of it too (offers end, events pass). */
  now: () => Date;
  maxAgeMs: number;
  /** At most this many entries (searches are many); the oldest goes first. */
  maxEntries: number;
}

interface Entry {
  version: number;
  builtAt: number;
  etag: string;
  contentType: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Its compression, started on the entry's first reuse (a key asked for once is never worth it). */
  compressed?: Promise<void>;
  /**
   * The headers a hit in each encoding went out with through the whole app (security headers,
   * Cache-Control, ETag, Vary), kept so the next plain hit can be written straight to the socket
   * (see `answerOnTheWire`).
   */
  wire?: Partial<Record<Encoding, OutgoingHttpHeaders>>;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface Pending {
  key: string;
  version: number;
  /** Settles the build the other callers of this key wait on. */
  settle: () => void;
}

const PENDING = Symbol('readCachePending');
/** A hit answered through the app whose headers the entry keeps for the wire (see `Entry.wire`). */
const WIRE = Symbol('readCacheWire');
type CachedRequest = FastifyRequest & { [PENDING]?: Pending; [WIRE]?: { entry: Entry; encoding: Encoding } };

/** The operation a route serves, from the contract route's schema. */
function operationOf(route: RouteOptions): string | undefined {
  return (route.schema as { operationId?: string } | undefined)?.operationId ?? (route.config as { operationId?: string } | undefined)?.operationId;
}

/**
 * Query parameters that name the request or the device, not what is asked for (`rid` is new on
 * every call, `deviceId` differs per device), with the longest value the contract allows.
 */
export const UNSELECTING_PARAMETERS: ReadonlyMap<string, number> = new Map([
  ['rid', 64],
  ['deviceId', 128],
]);
/** A request or device id as the clients make them (UUIDs): nothing to decode, nothing to refuse. */
const PLAIN_ID = /^[A-Za-z0-9._~-]*$/;

/** What selects an answer: the path, the query without the request's own ids (sorted), and the body. */
function keyOf(request: FastifyRequest): string {
  const [path = '', search = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(search);
  const selecting = [...params.entries()].filter(([name]) => !UNSELECTING_PARAMETERS.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return `${request.method} ${path}?${new URLSearchParams(selecting).toString()} ${body}`;
}

/**
 * The request as validation sees it, but for its request and device ids: the raw path and query
 * bytes with each `rid` and `deviceId` pair taken out, when each appears at most once with a plain
 * value the contract accepts (`undefined` otherwise: such a request takes the validated path).
 * Validation of a read is a function of its path and query alone (no header or cookie parameters,
 * no security on these operations), so two GETs with the same shape are both valid or both not.
 */
export function shapeOf(url: string): string | undefined {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const pair of url.slice(mark + 1).split('&')) {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    const longest = UNSELECTING_PARAMETERS.get(name);
    if (longest === undefined) {
      kept.push(pair);
      continue;
    }
    const value = equals < 0 ? '' : pair.slice(equals + 1);
    if (seen.has(name) || value.length > longest || !PLAIN_ID.test(value)) return undefined;
    seen.add(name);
  }
  return `${url.slice(0, mark)}?${kept.join('&')}`;
}

/** The client's preferred encoding among those held: brotli, then gzip, else none. */
function encodingFor(request: FastifyRequest | IncomingMessage, entry: Entry): 'br' | 'gzip' | undefined {
  const accepted = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  if (entry.br && /\bbr\b/.test(accepted)) return 'br';
  if (entry.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * A request whose answer, on a hit, depends on nothing but the entry and the encoding: a GET over
 * plain HTTP with no Origin (CORS headers), no If-None-Match (a 304) and no X-Forwarded-Proto (HSTS
 * behind a proxy). Everything else takes the app's path.
 */
function plainRead(request: IncomingMessage): boolean {
  const { headers } = request;
  return (
    request.method === 'GET' &&
    headers.origin === undefined &&
    headers['if-none-match'] === undefined &&
    headers['x-forwarded-proto'] === undefined &&
    !(request.socket as TLSSocket | undefined)?.encrypted
  );
}

/** Adds a header name to Vary, keeping what is there (CORS varies by Origin). */
function varyWith(existing: unknown, name: string): string {
  const names = String(existing ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return names.some((part) => part.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}

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

/**
 * Adds the cache to every public read route. Call before registering the routes, and before the
 * ETag and compression plugins (whose hooks must see a hit's headers already set).
 */
export function registerReadCache(app: FastifyInstance, options: ReadCacheOptions): ReadCache {
  const entries = new Map<string, Entry>();
  /**
   * The builds under way, by key: a crowd arriving when an entry is missing or stale (a new
   * version, its age) waits on one build instead of each running the route (200 visitors building
   * a 3 MB catalogue at once took the API down).
   */
  const building = new Map<string, { version: number; done: Promise<void> }>();
  const { currentVersion } = options;

  // Compressed once, in the thread pool; hits that take an encoding wait for it rather than each
  // compressing the answer again through the compression plugin (200 visitors compressing a 5 MB
  // answer at once held 1.8 GB and stalled the API). A small answer is not worth it (the plugin's
  // threshold is 1 KB too).
  function compress(entry: Entry, request: FastifyRequest): Promise<void> {
    if (entry.identity.length < 1024) return Promise.resolve();
    return Promise.all([brotli(entry.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip(entry.identity, { level: 9 })]).then(
      ([br, gz]) => {
        entry.br = br;
        entry.gzip = gz;
      },
      (error: unknown) => request.log.warn({ err: error }, 'read cache compression failed'),
    );
  }

  function fresh(entry: Entry, version: number): boolean {
    return entry.version === version && options.now().getTime() - entry.builtAt < options.maxAgeMs;
  }

  /**
   * Marks this request as a miss whose answer is kept. `shared`: it is the build of `key` for
   * `version` that others arriving meanwhile wait on.
   */
  function startBuild(request: FastifyRequest, key: string, version: number, shared: boolean): void {
    if (!shared) {
      (request as CachedRequest)[PENDING] = { key, version, settle: () => undefined };
      return;
    }
    let settle!: () => void;
    const done = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const build = { version, done };
    building.set(key, build);
    (request as CachedRequest)[PENDING] = {
      key,
      version,
      settle: () => {
        if (building.get(key) === build) building.delete(key);
        settle();
      },
    };
  }

  /** Answers from an entry: its ETag, 304 to If-None-Match, the encoding the client takes. */
  async function answer(entry: Entry, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    entry.compressed ??= compress(entry, request);
    if (!entry.br && entry.identity.length >= 1024 && request.headers['if-none-match'] !== entry.etag && /\b(br|gzip)\b/i.test(String(request.headers['accept-encoding'] ?? ''))) {
      await entry.compressed;
    }
    void reply.header('x-read-model', 'hit').header('etag', entry.etag).header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding')).type(entry.contentType);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send('');
    const encoding = encodingFor(request, entry);
    if (encoding) void reply.header('content-encoding', encoding);
    if (!entry.wire?.[encoding ?? 'identity'] && plainRead(request.raw)) (request as CachedRequest)[WIRE] = { entry, encoding: encoding ?? 'identity' };
    return reply.send(encoding ? entry[encoding] : entry.identity);
  }

  /**
   * GET shapes (see `shapeOf`) a request has already passed validation with, and the entry key they
   * select: a request of the same shape is valid too, so its hit is answered as soon as it is
   * routed, without parsing, validating and running the route's hooks again.
   */
  const validatedShapes = new Map<string, string>();

  async function answerValidatedShape(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (request.method !== 'GET') return undefined;
    const shape = shapeOf(request.url);
    const key = shape === undefined ? undefined : validatedShapes.get(shape);
    const entry = key === undefined ? undefined : entries.get(key);
    const version = options.peekVersion?.();
    if (!entry || version === undefined || !fresh(entry, version)) return undefined;
    return answer(entry, request, reply);
  }

  async function answerFromCache(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const key = keyOf(request);
    if (request.method === 'GET') {
      const shape = shapeOf(request.url);
      if (shape !== undefined && !validatedShapes.has(shape)) {
        if (validatedShapes.size >= options.maxEntries) validatedShapes.clear();
        validatedShapes.set(shape, key);
      }
    }
    const version = options.peekVersion?.() ?? (await currentVersion());
    let entry = entries.get(key);
    if (!entry || !fresh(entry, version)) {
      const under = building.get(key);
      if (!under || under.version !== version) {
        startBuild(request, key, version, true);
        return undefined;
      }
      await under.done;
      entry = entries.get(key);
      // the build kept nothing (an error answer, a client gone): this one runs the route itself
      if (!entry || !fresh(entry, version)) {
        startBuild(request, key, version, false);
        return undefined;
      }
    }
    return answer(entry, request, reply);
  }

  app.addHook('onRoute', (route) => {
    const operation = operationOf(route);
    if (!operation || !PUBLIC_READ_OPERATIONS.has(operation)) return;
    const existing = route.preHandler;
    // after validation: only a valid request is answered, from the cache or not
    route.preHandler = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), answerFromCache];
    // a request of a shape already validated, whose entry is fresh, is answered once routed
    const onRequest = route.onRequest;
    route.onRequest = [...(Array.isArray(onRequest) ? onRequest : onRequest ? [onRequest] : []), answerValidatedShape];
  });

  // Keeps what a miss sent (the serialized, validated JSON) for the next callers, and lets those
  // waiting on it go on (with the entry, or to build it themselves after an error answer).
  app.addHook('onSend', async (request, reply, payload) => {
    const pending = (request as CachedRequest)[PENDING];
    if (!pending) return payload;
    (request as CachedRequest)[PENDING] = undefined;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      pending.settle();
      return payload;
    }
    const identity = Buffer.from(payload);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    // the ETag plugin's own (sha1, base64), so the miss and the hits carry the same one
    const etag = `"${createHash('sha1').update(identity).digest('base64')}"`;
    const entry: Entry = { version: pending.version, builtAt: options.now().getTime(), etag, contentType, identity };
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.delete(pending.key);
    entries.set(pending.key, entry);
    pending.settle();
    return payload;
  });
  // a build whose request ended without an answer (the client went away, an error before sending)
  const abandon = async (request: FastifyRequest) => {
    const pending = (request as CachedRequest)[PENDING];
    (request as CachedRequest)[PENDING] = undefined;
    pending?.settle();
  };
  app.addHook('onResponse', abandon);
  app.addHook('onRequestAbort', abandon);
  // a plain hit's headers, as every hook left them, for the next plain hit of its entry and encoding
  app.addHook('onResponse', async (request, reply) => {
    const wire = (request as CachedRequest)[WIRE];
    if (!wire || reply.statusCode !== 200) return;
    const { 'content-length': _length, ...headers } = reply.getHeaders();
    // only the entry's own bytes as they are (the compression plugin never took this answer over)
    if (String(headers['content-encoding'] ?? 'identity') !== wire.encoding) return;
    wire.entry.wire = { ...wire.entry.wire, [wire.encoding]: headers };
  });

  // Fastify logs each request at 'info'
  const logsRequests = ['info', 'debug', 'trace'].includes(app.log.level);
  function answerOnTheWire(request: IncomingMessage, response: ServerResponse): boolean {
    if (!plainRead(request)) return false;
    const shape = shapeOf(request.url ?? '');
    const key = shape === undefined ? undefined : validatedShapes.get(shape);
    const entry = key === undefined ? undefined : entries.get(key);
    const version = options.peekVersion?.();
    if (!entry?.wire || version === undefined || !fresh(entry, version)) return false;
    const encoding = encodingFor(request, entry) ?? 'identity';
    const headers = entry.wire[encoding];
    const body = entry[encoding];
    if (!headers || !body) return false;
    response.writeHead(200, { ...headers, 'content-length': body.length });
    response.end(body);
    // the line Fastify would log on completing it, where requests are logged
    if (logsRequests) app.log.info({ req: { method: request.method, url: safeUrl(request.url ?? ''), ip: request.socket.remoteAddress }, res: { statusCode: 200 }, readModel: 'wire' }, 'request completed');
    return true;
  }

  return { size: () => entries.size, answerOnTheWire };
}
