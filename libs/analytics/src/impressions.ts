// Impressions name at most 15 products (spec §9: "Impressions capped at 15 products").
export const IMPRESSION_CAP = 15;

/** The first 15 distinct, non-empty product ids of a list, in order. */
export function cappedImpressions(ids: ReadonlyArray<string | number | null | undefined>): string[] {
  const seen = new Set<string>();
  for (const id of ids) {
    if (id === null || id === undefined || id === '') continue;
    seen.add(String(id).slice(0, 120));
    if (seen.size === IMPRESSION_CAP) break;
  }
  return [...seen];
}
