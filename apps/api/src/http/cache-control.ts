// Cache-Control from the contract's `x-public-read` marks (public-reads.ts): a GET whose mark has a
// `maxAge` answers 2xx with its public policy (a CDN, a proxy or the browser may keep it and
// revalidate it with the ETag); the docs page's versioned bundle is kept for good; everything else,
// and every error, never (a marked POST is shared by the read models alone).
import { publicReads } from './public-reads';

/**
 * The policy the contract gives the catalogue and content reads: kept a minute, served stale for five
 * more while revalidating (tests compare answers with it).
 */
export const CACHE_SHORT = 'public, max-age=60, stale-while-revalidate=300';
export const NO_STORE = 'no-store';
/** A file whose URL carries its version (the docs page's bundle). */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';

function policyOf(maxAge: number, staleWhileRevalidate: number | undefined): string {
  return `public, max-age=${maxAge}${staleWhileRevalidate === undefined ? '' : `, stale-while-revalidate=${staleWhileRevalidate}`}`;
}

interface Policies {
  /** By path, for the marked paths without parameters. */
  exact: Map<string, string>;
  templated: Array<{ pattern: RegExp; policy: string }>;
}

let policies: Policies | undefined;

/** The policies of the marks with a `maxAge` (GETs only), built from the contract on first use. */
function marked(): Policies {
  if (policies) return policies;
  const built: Policies = { exact: new Map(), templated: [] };
  for (const read of publicReads()) {
    if (read.maxAge === undefined) continue;
    const policy = policyOf(read.maxAge, read.staleWhileRevalidate);
    if (!read.path.includes('{')) built.exact.set(read.path, policy);
    else built.templated.push({ pattern: new RegExp(`^${read.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`), policy });
  }
  policies = built;
  return built;
}

/** The Cache-Control of an answer; HEAD is answered by the GET route, so it is GET's. */
export function cacheControlFor(url: string, statusCode: number, method = 'GET'): string {
  if (statusCode < 200 || statusCode >= 300) return NO_STORE;
  const path = url.split('?', 1)[0] ?? '';
  if (/^\/docs\/scalar-[\w.-]+\.js$/.test(path)) return CACHE_IMMUTABLE;
  if (method !== 'GET' && method !== 'HEAD') return NO_STORE;
  const { exact, templated } = marked();
  return exact.get(path) ?? templated.find(({ pattern }) => pattern.test(path))?.policy ?? NO_STORE;
}
