import { makeOfferDetail } from '@rewards/api-client/testing';
import { describe, expect, it } from 'vitest';
import { english } from '../testing/translate';
import { expiredText, offerStructuredData, visibleKeyPoints } from './offerDetailRules';

describe('visibleKeyPoints', () => {
  it.each([
    ['member: the key points', true, ['in'], ['out'], ['in']],
    ['visitor: the logged-out key points', false, ['in'], ['out'], ['out']],
    ['visitor without logged-out key points: the key points', false, ['in'], [], ['in']],
    ['visitor, logged-out key points absent: the key points', false, ['in'], undefined, ['in']],
    ['member never sees the logged-out ones', true, [], ['out'], []],
  ])('%s', (_, isLoggedIn, keyPoints, loggedOutKeyPoints, expected) => {
    expect(visibleKeyPoints({ keyPoints, ...(loggedOutKeyPoints ? { loggedOutKeyPoints } : {}) }, isLoggedIn)).toEqual(expected);
  });
});

describe('expiredText', () => {
  it.each([
    ['not expired', { isExpired: false, isExpiredText: 'Gone' }, null],
    ['no flag', {}, null],
    ['expired, default text', { isExpired: true, isExpiredText: null }, 'The offer has expired'],
    ['expired, own text', { isExpired: true, isExpiredText: 'Sold out for this season' }, 'Sold out for this season'],
  ])('%s', (_, offer, expected) => {
    expect(expiredText(english, offer)).toBe(expected);
  });
});

describe('offerStructuredData', () => {
  it('is a Product with an INR Offer when the offer has a member price', () => {
    const data = offerStructuredData(makeOfferDetail({ memberPrice: 1499 }), 'https://x.test/categories/a/b');
    expect(data).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', price: 1499, priceCurrency: 'INR', url: 'https://x.test/categories/a/b' } });
  });

  it('is a WebPage otherwise', () => {
    expect(offerStructuredData(makeOfferDetail(), 'https://x.test/o')).toEqual({
      '@type': 'WebPage',
      name: 'Flat 50% off on your first 3 orders',
      description: 'On orders above ₹199',
      url: 'https://x.test/o',
    });
  });
});
