/** Search starts after this many characters (trimmed): spec §9, minimum 3. */
export const SEARCH_MIN_LENGTH = 3;
/** Results shown at most. */
export const SEARCH_MAX_RESULTS = 12;
/** Typing pauses this long before a search fires. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Whether typing `text` fires a search: only when the trimmed text is longer than 2 characters, or
 * when it was cleared to empty (which clears the results without calling the API).
 */
export function shouldSearch(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH || trimmed.length === 0;
}

/**
 * The results to show: items that carry a `ctaDetail` (marketing tiles, not offers) are left out,
 * then at most 12.
 */
export function searchResults<T extends object>(items: readonly T[]): T[] {
  return items.filter((item) => !('ctaDetail' in item) || item.ctaDetail === null || item.ctaDetail === undefined).slice(0, SEARCH_MAX_RESULTS);
}
