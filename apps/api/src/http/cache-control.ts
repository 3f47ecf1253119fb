// Cache-Control per path family: `/c/...` answers may be cached briefly by anyone, `/static/...`
// images for a day, the docs page's versioned bundle for good, everything else (and every error) never. Logout lives under `/c/` for
// historical reasons but changes the session, so it is never cached either.
/**
 * The public reads: any cache (a CDN, a reverse proxy, the browser) may keep them a minute and serve
 * a stale copy for five more while it revalidates (with the ETag, a 304 when nothing changed).
 */
export const CACHE_SHORT = 'public, max-age=60, stale-while-revalidate=300';
export const CACHE_IMAGES = 'public, max-age=86400';
export const NO_STORE = 'no-store';
/** A file whose URL carries its version (the docs page's bundle). */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths under `/c/` whose answers depend on the caller's session. */
const NEVER_CACHED = new Set(['/c/prime/prime/home/logout/v2']);

export function cacheControlFor(url: string, statusCode: number): string {
  if (statusCode < 200 || statusCode >= 300) return NO_STORE;
  const path = url.split('?', 1)[0] ?? '';
  if (NEVER_CACHED.has(path)) return NO_STORE;
  if (path.startsWith('/c/')) return CACHE_SHORT;
  if (path.startsWith('/static/')) return CACHE_IMAGES;
  if (/^\/docs\/scalar-[\w.-]+\.js$/.test(path)) return CACHE_IMMUTABLE;
  return NO_STORE;
}
