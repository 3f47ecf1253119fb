import { makeOffer } from '@rewards/api-client/testing';
import type { Category, Offer } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { compareExclusives, isExclusive, isExclusiveEvent, splitExclusives } from './splitExclusives';
import { categoriesWith, makeExclusive } from './testing';

describe('isExclusive', () => {
  it.each([
    ['an exclusive offer', { isXclusiveOffer: 'true' }, true, false],
    ['an exclusive event', { isXclusiveEvent: 'true' }, true, true],
    ['both flags', { isXclusiveOffer: 'true', isXclusiveEvent: 'true' }, true, true],
    ['flags set to false', { isXclusiveOffer: 'false', isXclusiveEvent: 'false' }, false, false],
    ['no flags', {}, false, false],
    ['no extraInfoMap', undefined, false, false],
  ])('%s: exclusive %s, event %s', (_case, extraInfoMap, exclusive, event) => {
    const offer = { extraInfoMap } as Pick<Offer, 'extraInfoMap'>;
    expect(isExclusive(offer)).toBe(exclusive);
    expect(isExclusiveEvent(offer)).toBe(event);
  });
});

describe('splitExclusives', () => {
  const dining = makeOffer({ id: 1, name: 'masala-lane', categorySlug: 'dining', welcome: false });
  const event = makeExclusive({ id: 501 });
  const offer = makeExclusive({ id: 502, name: 'chef-table', extraInfoMap: { isXclusiveEvent: undefined, isXclusiveOffer: 'true' } });

  it('takes exclusive offers out of every category into one list, each once', () => {
    const { categories, exclusives } = splitExclusives(categoriesWith([event, offer], [dining]));
    expect(exclusives.map((item) => item.id)).toEqual([501, 502]);
    expect(categories.map((category) => category.slug)).toEqual(['all', 'dining']);
    for (const category of categories) {
      expect(category.offers.map((item) => item.id)).toEqual([1]);
      expect(category.companyOffers.map((item) => item.id)).toEqual([1]);
    }
  });

  it('drops a category left with no offers and keeps the others untouched', () => {
    const input = categoriesWith([event], [dining]);
    const { categories } = splitExclusives(input);
    expect(categories.find((category) => category.slug === 'tpxclusives')).toBeUndefined();
    expect(categories[1]).toEqual(input[1]);
  });

  it('an exclusive welcome offer leaves the category too', () => {
    const category: Category = { id: 4, name: 'events', displayName: 'Events', slug: 'events', priority: 2, isNative: true, offers: [dining, event], companyOffers: [event, dining], welcomeOffer: event };
    const { categories, exclusives } = splitExclusives([category]);
    expect(categories[0]?.welcomeOffer).toBeNull();
    expect(categories[0]?.companyOffers).toEqual([dining]);
    expect(exclusives).toEqual([event]);
  });

  it('with no exclusives it changes nothing', () => {
    const input = categoriesWith([], [dining]).slice(0, 2);
    expect(splitExclusives(input)).toEqual({ categories: input, exclusives: [] });
  });

  it.each([
    ['orderPriority first', [{ id: 1, priority: 1, orderPriority: '2' }, { id: 2, priority: 5, orderPriority: '1' }], [2, 1]],
    ['then priority', [{ id: 1, priority: 3 }, { id: 2, priority: 1 }], [2, 1]],
    ['then id', [{ id: 9, priority: 1 }, { id: 4, priority: 1 }], [4, 9]],
    ['offers without orderPriority last', [{ id: 1, priority: 1 }, { id: 2, priority: 9, orderPriority: '5' }], [2, 1]],
  ])('orders exclusives: %s', (_case, specs, order) => {
    const offers = specs.map(({ id, priority, orderPriority }) => makeExclusive({ id, priority, extraInfoMap: orderPriority ? { orderPriority } : {} }));
    expect([...offers].sort(compareExclusives).map((item) => item.id)).toEqual(order);
    expect(splitExclusives(categoriesWith(offers, [dining])).exclusives.map((item) => item.id)).toEqual(order);
  });
});
