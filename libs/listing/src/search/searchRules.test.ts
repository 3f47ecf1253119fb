import { describe, expect, it } from 'vitest';
import { searchResults, shouldSearch } from './searchRules';

describe('shouldSearch', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['a', false],
    ['ab', false],
    [' ab ', false],
    ['abc', true],
    ['  abc  ', true],
    ['a b', true],
    ['pizza', true],
  ])('%j → %s', (text, expected) => {
    expect(shouldSearch(text)).toBe(expected);
  });
});

describe('searchResults', () => {
  const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
  const ids = (list: { id: number }[]) => list.map((item) => item.id);

  it.each([
    ['none', [], []],
    ['fewer than 12: all', items(3), [1, 2, 3]],
    ['at most 12', items(15), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['items with a ctaDetail are left out', [{ id: 1 }, { id: 2, ctaDetail: { label: 'Join' } }, { id: 3 }], [1, 3]],
    ['a null ctaDetail is no ctaDetail', [{ id: 1, ctaDetail: null }], [1]],
    ['excluded before the cap', [{ id: 0, ctaDetail: { label: 'x' } }, ...items(12)], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
  ])('%s', (_, input, expected) => {
    expect(ids(searchResults(input as { id: number }[]))).toEqual(expected);
  });
});
