// The one byte range a media player asks for (`Range: bytes=...`, RFC 9110 §14), as a pure rule.

/** What to answer: the whole file, the bytes `start`..`end` (inclusive), or 416 (nothing of it is there). */
export type ByteRangeAnswer = { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads a `Range` header against a file of `size` bytes. Players send one range (`bytes=0-`,
 * `bytes=1000-1999`, `bytes=-500` for the last 500); anything else (several ranges, another unit,
 * nonsense) is ignored and the whole file answers, as HTTP allows a server to do. A range that
 * starts past the end is unsatisfiable; an end past the end is cut to the last byte.
 */
export function byteRange(header: string | undefined, size: number): ByteRangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // a suffix: the last N bytes
    const length = Number(last);
    if (!Number.isSafeInteger(length)) return { kind: 'whole' };
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
