// What the service worker keeps at run time, by name: the page and the sign-out clear the same caches.

/** Public pages the member visited (never a page rendered for a member: see `isPublicAnswer`). */
export const PAGES_CACHE = 'rewards-pages';
/** Public reads (`/c/…`) and the catalogue's images (`/static/…`). */
export const READS_CACHE = 'rewards-public-reads';
/** Every cache a sign-out empties (the precache holds only the build's own files). */
export const RUNTIME_CACHES = [PAGES_CACHE, READS_CACHE] as const;
/** The page shown for a page the service worker has not got while the network is away. */
export const OFFLINE_PAGE = '/offline.html';
/** The worker keeps it in each language (the `lang` the site server renders it in); tools/vite/site.js lists them. */
export const offlinePageIn = (language: 'en' | 'hi') => `${OFFLINE_PAGE}?lang=${language}`;
/** The service worker's script, at the site's root so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * May a cache keep this answer? Only a complete 200 that no one marked as personal: a member's page
 * is `private, no-store` (apps/site-server), and so is every `/nc/…` answer; a visitor's page is
 * `no-cache` (keep, but ask again), a public read `public, max-age=…`.
 */
export function isPublicAnswer(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/(^|[\s,])(private|no-store)\b/.test(cacheControl)) return false;
  return !(response.headers.get('vary') ?? '').toLowerCase().split(',').some((name) => ['cookie', 'authorization', '*'].includes(name.trim()));
}

/** Empties the caches that may hold pages and reads (after a sign-out); the build's own files stay. */
export async function clearRuntimeCaches(storage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches): Promise<void> {
  if (!storage) return;
  await Promise.all(RUNTIME_CACHES.map((name) => storage.delete(name)));
}
