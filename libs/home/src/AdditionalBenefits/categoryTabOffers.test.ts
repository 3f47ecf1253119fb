import { makeOffer } from '@rewards/api-client/testing';
import type { Offer } from '@rewards/api-contract';
import { describe, expect, it } from 'vitest';
import { categoryTabOffers } from './categoryTabOffers';

const offers = (...ids: number[]): Offer[] => ids.map((id) => makeOffer({ id, name: `offer-${id}`, welcome: false }));
const ids = (list: Offer[]) => list.map((offer) => offer.id);

describe('categoryTabOffers', () => {
  it.each([
    ['four plus the welcome offer, welcome first', { companyOffers: offers(1, 2, 3, 4, 5, 6), welcomeOffer: makeOffer({ id: 9, welcome: true }) }, [9, 1, 2, 3, 4]],
    ['the welcome offer is not repeated', { companyOffers: offers(9, 1, 2, 3, 4, 5), welcomeOffer: makeOffer({ id: 9, welcome: true }) }, [9, 1, 2, 3, 4]],
    ['no welcome offer: the first five', { companyOffers: offers(1, 2, 3, 4, 5, 6), welcomeOffer: null }, [1, 2, 3, 4, 5]],
    [
      'a company offer flagged welcome leads when the category names none',
      { companyOffers: [...offers(1, 2), makeOffer({ id: 7, welcome: true }), ...offers(3, 4, 5)] },
      [7, 1, 2, 3, 4],
    ],
    ['fewer offers: all of them', { companyOffers: offers(1, 2), welcomeOffer: makeOffer({ id: 9, welcome: true }) }, [9, 1, 2]],
    ['none', { companyOffers: [] }, []],
  ])('%s', (_, category, expected) => {
    expect(ids(categoryTabOffers(category))).toEqual(expected);
  });
});
