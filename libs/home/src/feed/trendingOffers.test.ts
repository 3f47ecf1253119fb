import { makeCategory, makeOffer } from '@rewards/api-client/testing';
import { describe, expect, it } from 'vitest';
import { trendingOffers } from './trendingOffers';

const offer = (id: number, priority: number, tagLabel?: string) => makeOffer({ id, name: `o-${id}`, priority, ...(tagLabel ? { tagLabel } : {}) });
const ids = (categories: Parameters<typeof trendingOffers>[0], limit?: number) => trendingOffers(categories, limit).map((o) => o.id);

describe('trendingOffers', () => {
  it.each([
    ['tagged offers first, by priority', [makeCategory({ offers: [offer(1, 1), offer(2, 5, 'Trending'), offer(3, 2, 'Trending')] })], 8, [3, 2, 1]],
    ['topped up with top offers by priority then id', [makeCategory({ offers: [offer(4, 3), offer(2, 3), offer(1, 9, 'trending')] })], 8, [1, 2, 4]],
    ['capped at the limit', [makeCategory({ offers: [offer(1, 1), offer(2, 2), offer(3, 3)] })], 2, [1, 2]],
    ['other tags are not trending', [makeCategory({ offers: [offer(1, 1), offer(2, 2, 'New')] })], 1, [1]],
    [
      'an offer in several categories counts once',
      [makeCategory({ id: 1, offers: [offer(1, 1, 'Trending')] }), makeCategory({ id: 2, offers: [offer(1, 1, 'Trending'), offer(2, 2)] })],
      8,
      [1, 2],
    ],
    ['no categories', [], 8, []],
  ])('%s', (_, categories, limit, expected) => {
    expect(ids(categories, limit)).toEqual(expected);
  });
});
