import { describe, expect, it } from 'vitest';
import { articleIdOf, articlePath, maskMobile, rankRelated, unsubscribedMessage } from './rules';

describe('blog paths', () => {
  it.each([
    ['how-to-save-20000-a-year-with-one-membership-1', 1],
    ['a-wrong-slug-7', 7],
    ['42', 42],
    ['best-dining-deals-this-month-0012', 12],
    ['no-id-here', undefined],
    ['trailing-hyphen-', undefined],
    ['zero-0', undefined],
    ['too-long-1234567890', undefined],
    ['', undefined],
  ])('reads the id of %j as %s', (segment, expected) => {
    expect(articleIdOf(segment)).toBe(expected);
  });

  it('writes the path as slug, hyphen, id', () => {
    expect(articlePath('festive-shopping-checklist', 8)).toBe('festive-shopping-checklist-8');
    expect(articleIdOf(articlePath('festive-shopping-checklist', 8))).toBe(8);
  });
});

describe('related articles', () => {
  const article = { id: 1, tags: ['dining', 'food-delivery', 'savings'] };
  const candidate = (id: number, publishedOn: string, tags: string[]) => ({ id, publishedOn, tags });

  it('ranks by shared tags, then newest, leaving out the article itself and unrelated ones', () => {
    const candidates = [
      candidate(1, '2026-01-01', ['dining']),
      candidate(2, '2026-02-01', ['dining']),
      candidate(3, '2026-03-01', ['travel']),
      candidate(4, '2026-01-15', ['dining', 'savings']),
      candidate(5, '2026-04-01', ['food-delivery']),
      candidate(6, '2026-05-01', ['music', 'savings']),
    ];
    expect(rankRelated(article, candidates).map((c) => c.id)).toEqual([4, 6, 5]);
    expect(rankRelated(article, candidates, 10).map((c) => c.id)).toEqual([4, 6, 5, 2]);
    expect(rankRelated(article, [candidate(3, '2026-03-01', ['travel'])])).toEqual([]);
  });

  it('puts the higher id first on the same day', () => {
    const candidates = [candidate(2, '2026-02-01', ['dining']), candidate(9, '2026-02-01', ['dining'])];
    expect(rankRelated(article, candidates).map((c) => c.id)).toEqual([9, 2]);
  });
});

describe('masking a mobile', () => {
  it.each([
    ['9876543210', '+91 XXXXXX3210'],
    ['6000000001', '+91 XXXXXX0001'],
  ])('%s → %s', (mobile, masked) => {
    expect(maskMobile(mobile)).toBe(masked);
  });

  it('says which number stops getting marketing SMS', () => {
    expect(unsubscribedMessage('9876543210')).toBe('You will no longer receive marketing SMS on +91 XXXXXX3210');
  });
});
