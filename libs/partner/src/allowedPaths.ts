import type { PartnerConfig } from './partner';

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Whether a partner serves a path. An allowed entry admits itself and, unless it is the root,
 * every path below it (so '/categoriesshoppercard' admits '/categoriesshoppercard/dining/x').
 * The empty entry and '/' admit only the root.
 */
export function isPathAllowed(path: string, allowed: PartnerConfig['allowedPaths']): boolean {
  if (allowed === 'all') return true;
  const target = normalise(path.split(/[?#]/)[0] ?? '/');
  return allowed.some((entry) => {
    const base = normalise(entry);
    if (base === '/') return target === '/';
    return target === base || target.startsWith(`${base}/`);
  });
}
