import { describe, expect, it } from 'vitest';
import { orderEvents } from './orderEvents';
import { exclusiveAt, makeExclusive } from './testing';

const now = Date.UTC(2026, 10, 22, 12);

describe('orderEvents', () => {
  it('puts live and upcoming events first, missed ones last, and leaves out exclusive offers that are not events', () => {
    const offers = [
      exclusiveAt('expired', now, { id: 1, priority: 1 }),
      exclusiveAt('upcoming', now, { id: 2, priority: 2 }),
      exclusiveAt('live', now, { id: 3, priority: 3 }),
      exclusiveAt('upcoming', now, { id: 4, priority: 1 }),
      makeExclusive({ id: 5, extraInfoMap: { isXclusiveEvent: undefined, isXclusiveOffer: 'true' } }),
    ];
    expect(orderEvents(offers, now).map((offer) => offer.id)).toEqual([3, 4, 2, 1]);
  });

  it.each([
    ['nothing', [], []],
    ['only missed events', [1, 2], [1, 2]],
  ])('with %s', (_case, ids, expected) => {
    const offers = ids.map((id) => exclusiveAt('expired', now, { id, priority: id }));
    expect(orderEvents(offers, now).map((offer) => offer.id)).toEqual(expected);
  });
});
