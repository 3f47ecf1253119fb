// A micro-cache for anonymous pages: under a spike (a sale, a campaign mail) the home or an offer page
// renders once per window of a few seconds instead of once per visitor. Only requests that carry no
// cookie and no Authorization are cached (a member's page is theirs alone); the key is the site's
// host, the path with its query, and the viewport class the renderer picks from the user agent.
// Concurrent misses for one key share one render. Each answer gets its own CSP nonce: the cached
// HTML holds a sentinel that is replaced per response, so no nonce is ever sent twice.
//
// Compressing a 250 KB page for every visitor would cost more than the render saved (brotli 5:
// 2.7 ms a page), and a per-response nonce rules out keeping one compressed copy. So a cached page
// keeps its gzip in pieces: the text between the nonces, each deflated once on its own (so no
// back-reference crosses a nonce) and ended byte-aligned; an answer strings them together with its
// nonce as stored (uncompressed) blocks between them, and the gzip trailer (CRC-32 and length).
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';

export interface CachedPage {
  status: number;
  /** The page with `sentinel` wherever the nonce goes. */
  html: string;
  sentinel: string;
  /** Its gzip in pieces, made on the page's first compressed answer (see `gzipWithNonce`). */
  gzip?: GzipPieces;
}

interface GzipPieces {
  /** The text between the nonces. */
  parts: Buffer[];
  /** Each part deflated on its own: every one but the last ends with a sync flush (byte-aligned, not final). */
  deflated: Buffer[];
}

interface Entry {
  page: CachedPage;
  expiresAt: number;
}

export interface PageCacheOptions {
  /** How long a rendered page is reused (0 turns the cache off). */
  ttlMs: number;
  /** Pages held at once; the oldest goes first. */
  maxEntries?: number;
  now?: () => number;
  /**
   * The API's catalogue version, part of the key: a page built from an older catalogue is never
   * answered once the API serves a newer one (see `apiCatalogueVersion`).
   */
  catalogueVersion?: () => Promise<string>;
}

/**
 * The API's catalogue version (GET /system/catalogue-version), asked at most every `ttlMs`, one call
 * at a time. When the API does not answer, pages are keyed as 'unknown' (their 5-second life
 * still bounds them).
 */
export function apiCatalogueVersion(apiOrigin: string, ttlMs = 500, fetchVersion: typeof fetch = fetch): () => Promise<string> {
  let known: { version: string; readAt: number } | undefined;
  let reading: Promise<string> | undefined;
  const read = async (): Promise<string> => {
    try {
      const response = await fetchVersion(`${apiOrigin}/system/catalogue-version`, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) return 'unknown';
      const { version } = (await response.json()) as { version?: unknown };
      return typeof version === 'number' ? String(version) : 'unknown';
    } catch {
      return 'unknown';
    }
  };
  return async () => {
    if (known && Date.now() - known.readAt < ttlMs) return known.version;
    reading ??= read().finally(() => {
      reading = undefined;
    });
    const version = await reading;
    known = { version, readAt: Date.now() };
    return version;
  };
}

/** Statuses worth reusing: the page and the not-found page (never redirects or errors). */
const CACHEABLE = new Set([200, 404]);

/** The viewport class the renderer derives from the user agent (renderPage's rule). */
function viewportClass(request: FastifyRequest): string {
  return /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '') ? 'phone' : 'desktop';
}

export function isAnonymous(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.headers.cookie && !request.headers.authorization;
}

export function newSentinel(): string {
  return `nonce-sentinel-${randomBytes(12).toString('hex')}`;
}

export function createPageCache({ ttlMs, maxEntries = 500, now = Date.now, catalogueVersion }: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<CachedPage>>();

  return {
    enabled: ttlMs > 0,
    /**
     * The page for an anonymous request: from the cache while fresh, else rendered once by `render`
     * (whatever the number of visitors asking meanwhile). `undefined` when the request is not
     * anonymous or the render's result must not be reused; the caller renders it itself then.
     */
    async get(request: FastifyRequest, host: string, render: (sentinel: string) => Promise<CachedPage | undefined>): Promise<CachedPage | undefined> {
      if (ttlMs <= 0 || !isAnonymous(request)) return undefined;
      const version = catalogueVersion ? await catalogueVersion() : '';
      const key = `${host}|${version}|${request.url}|${viewportClass(request)}`;
      const held = entries.get(key);
      if (held && held.expiresAt > now()) return held.page;
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(newSentinel()).then((page) => {
          if (!page) throw new NotCacheable();
          return page;
        });
        rendering.set(key, pending);
        void pending.then(
          (page) => {
            if (!CACHEABLE.has(page.status)) return;
            if (entries.size >= maxEntries) {
              const oldest = entries.keys().next().value;
              if (oldest !== undefined) entries.delete(oldest);
            }
            entries.delete(key);
            entries.set(key, { page, expiresAt: now() + ttlMs });
          },
          () => undefined,
        ).finally(() => rendering.delete(key));
      }
      try {
        return await pending;
      } catch (error) {
        if (error instanceof NotCacheable) return undefined;
        throw error;
      }
    },
    size: () => entries.size,
  };
}

class NotCacheable extends Error {}

/** The cached page with a fresh nonce in place of its sentinel. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.html.split(page.sentinel).join(nonce);
}

/** Whether the client takes gzip (a cached page is answered in gzip, or as it is). */
export function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''));
}

// ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);

function piecesOf(page: CachedPage): GzipPieces {
  const parts = page.html.split(page.sentinel).map((part) => Buffer.from(part));
  const deflated = parts.map((part, index) =>
    zlib.deflateRawSync(part, { level: 9, ...(index < parts.length - 1 ? { finishFlush: zlib.constants.Z_SYNC_FLUSH } : {}) }),
  );
  return { parts, deflated };
}

/** A stored deflate block (not final) holding `bytes`; it follows a byte-aligned block. */
function storedBlock(bytes: Buffer): Buffer {
  const block = Buffer.alloc(5 + bytes.length);
  block[0] = 0x00;
  block.writeUInt16LE(bytes.length, 1);
  block.writeUInt16LE(~bytes.length & 0xffff, 3);
  bytes.copy(block, 5);
  return block;
}

/** The cached page, with `nonce` in place of its sentinel, as a gzip stream (RFC 1951, 1952). */
export function gzipWithNonce(page: CachedPage, nonce: string): Buffer {
  page.gzip ??= piecesOf(page);
  const { parts, deflated } = page.gzip;
  const nonceBytes = Buffer.from(nonce);
  const nonceBlock = storedBlock(nonceBytes);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    chunks.push(deflated[index]!);
    // (Node 20's crc32 has answered 0 for an empty buffer after a running value)
    if (part.length > 0) crc = zlib.crc32(part, crc);
    size += part.length;
    if (index < parts.length - 1) {
      chunks.push(nonceBlock);
      crc = zlib.crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
