import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range';

describe('a Range header against a 1000-byte file', () => {
  it.each([
    ['no header', undefined, { kind: 'whole' }],
    ['the whole file from the start', 'bytes=0-', { kind: 'partial', start: 0, end: 999 }],
    ['a middle slice', 'bytes=100-199', { kind: 'partial', start: 100, end: 199 }],
    ['one byte', 'bytes=5-5', { kind: 'partial', start: 5, end: 5 }],
    ['an end past the file, cut to its last byte', 'bytes=900-5000', { kind: 'partial', start: 900, end: 999 }],
    ['the last 300 bytes', 'bytes=-300', { kind: 'partial', start: 700, end: 999 }],
    ['more last bytes than the file has', 'bytes=-5000', { kind: 'partial', start: 0, end: 999 }],
    ['a start past the end', 'bytes=1000-', { kind: 'unsatisfiable' }],
    ['the last 0 bytes', 'bytes=-0', { kind: 'unsatisfiable' }],
    ['several ranges (ignored)', 'bytes=0-10,20-30', { kind: 'whole' }],
    ['another unit (ignored)', 'items=0-10', { kind: 'whole' }],
    ['an end before the start (ignored)', 'bytes=50-10', { kind: 'whole' }],
    ['no numbers (ignored)', 'bytes=-', { kind: 'whole' }],
    ['nonsense (ignored)', 'bytes=abc-def', { kind: 'whole' }],
    ['a number too big to be exact (ignored)', 'bytes=99999999999999999999-', { kind: 'whole' }],
  ])('%s: %s', (_label, header, answer) => {
    expect(byteRange(header, 1000)).toEqual(answer);
  });

  it('finds nothing to send of an empty file', () => {
    expect(byteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
