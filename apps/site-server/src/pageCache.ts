// A micro-cache for anonymous pages: under a spike (a sale, a campaign mail) the home or an offer page
// renders once per window of a few seconds instead of once per visitor. Only requests that carry no
// cookie and no Authorization are cached (a member's page is theirs alone); the key is the site's
// host, the path with its query, and the viewport class the renderer picks from the user agent.
// Concurrent misses for one key share one render. Each answer gets its own CSP nonce: the cached
// HTML holds a sentinel that is replaced per response, so no nonce is ever sent twice.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export interface CachedPage {
  status: number;
  /** The page with `sentinel` wherever the nonce goes. */
  html: string;
  sentinel: string;
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

export function createPageCache({ ttlMs, maxEntries = 500, now = Date.now }: PageCacheOptions) {
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
      const key = `${host}|${request.url}|${viewportClass(request)}`;
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
