import { makeOffer } from '@rewards/api-client/testing';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { filterPartnerOffers, freeTrialGrid, partnerCountText, withCount } from './homeRules';

const offers = (count: number) => Array.from({ length: count }, (_, index) => makeOffer({ id: index + 1, name: `offer-${index + 1}` }));

describe('freeTrialGrid', () => {
  it.each([
    [0, 0, 0],
    [5, 5, 0],
    [8, 8, 0],
    [9, 9, 0],
    [10, 8, 2],
    [24, 8, 16],
  ])('%i offers: %i logos and +%i MORE', (count, shown, more) => {
    const grid = freeTrialGrid(offers(count));
    expect(grid.shown).toHaveLength(shown);
    expect(grid.more).toBe(more);
    expect(grid.shown.length + grid.more).toBe(count);
  });

  it('takes the count from the home data, which sends only the first 9', () => {
    const grid = freeTrialGrid(offers(9), 1260);
    expect(grid.shown.map((offer) => offer.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(grid.more).toBe(1252);
  });
});

describe('withCount', () => {
  it.each([
    ['Unlock {count} benefits', 24, 'Unlock 24 benefits'],
    ['{count} offers, {count} brands', 3, '3 offers, 3 brands'],
    ['No count here', 5, 'No count here'],
  ])('%s with %i', (text, count, expected) => {
    expect(withCount(text, count)).toBe(expected);
  });
});

describe('filterPartnerOffers', () => {
  const list = [
    makeOffer({ id: 1, name: 'masala-lane-flat-25', companyName: 'Masala Lane Bistro', header: 'Flat 25% off' }),
    makeOffer({ id: 2, name: 'beat-box-premium', companyName: 'Beat Box', header: 'Six months of music' }),
    makeOffer({ id: 3, name: 'zestbite-welcome', companyName: 'ZestBite', header: 'Flat 50% off your first order' }),
  ];
  it.each([
    ['', [1, 2, 3]],
    ['   ', [1, 2, 3]],
    ['masala', [1]],
    ['BEAT', [2]],
    ['beat   box', [2]],
    ['lane flat', [1]],
    ['flat', [1, 3]],
    ['music', [2]],
    ['nothing like it', []],
  ])('"%s" finds %j', (text, ids) => {
    expect(filterPartnerOffers(list, text).map((offer) => offer.id)).toEqual(ids);
  });

  it.each([
    [0, 'No partner offers match'],
    [1, '1 partner offer'],
    [12, '12 partner offers'],
  ])('count %i reads %s', (count, text) => {
    expect(partnerCountText(english, count)).toBe(text);
  });
});
