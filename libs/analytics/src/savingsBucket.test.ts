import { describe, expect, it } from 'vitest';
import { SAVINGS_BUCKETS, savingsBucket } from './savingsBucket';

describe('savingsBucket (spec §9 analytics buckets)', () => {
  it.each([
    [0, '0'],
    [1, '1-300'],
    [300, '1-300'],
    [301, '301-500'],
    [500, '301-500'],
    [501, '501-750'],
    [750, '501-750'],
    [751, '751-1000'],
    [1000, '751-1000'],
    [1001, '1001-3000'],
    [3000, '1001-3000'],
    [3001, '3001-5000'],
    [5000, '3001-5000'],
    [5001, '5001-7000'],
    [7000, '5001-7000'],
    [7001, '7001-10000'],
    [10000, '7001-10000'],
    [10001, '10001-15000'],
    [15000, '10001-15000'],
    [15001, '15001-25000'],
    [25000, '15001-25000'],
    [25001, '25001-35000'],
    [35000, '25001-35000'],
    [35001, '35000+'],
    [1_000_000, '35000+'],
  ])('₹%d of savings is bucket %s', (total, bucket) => {
    expect(savingsBucket(total)).toBe(bucket);
  });

  it.each([
    ['a fraction above a bound', 300.5, '301-500'],
    ['a fraction of a rupee', 0.4, '1-300'],
    ['no total (a visitor)', undefined, '0'],
    ['a null total', null, '0'],
    ['a negative total', -20, '0'],
    ['a non-number', Number.NaN, '0'],
    ['an infinite total', Number.POSITIVE_INFINITY, '0'],
  ])('%s (%s) is bucket %s', (_case, total, bucket) => {
    expect(savingsBucket(total)).toBe(bucket);
  });

  it('names the spec’s 13 buckets in order', () => {
    expect(SAVINGS_BUCKETS).toEqual(['0', '1-300', '301-500', '501-750', '751-1000', '1001-3000', '3001-5000', '5001-7000', '7001-10000', '10001-15000', '15001-25000', '25001-35000', '35000+']);
  });
});
