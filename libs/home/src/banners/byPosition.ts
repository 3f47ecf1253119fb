import type { Banner } from '@rewards/api-contract';

/** Banners show by `position`. */
export function byPosition(banners: readonly Banner[]): Banner[] {
  return [...banners].sort((a, b) => a.position - b.position);
}
