/**
 * Key points as the API keeps them in `extraInfoMap.keyPoints`: a JSON list of HTML strings. Anything
 * that does not parse to a list is treated as empty (spec §5); non-string and blank entries are dropped.
 */
export function parseKeyPoints(json: string | null | undefined): string[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((item): item is string => typeof item === 'string' && item.trim().length > 0);
}
