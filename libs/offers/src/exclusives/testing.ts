// Fixtures for the exclusives folder's tests and stories (contract-typed, so a contract change breaks them).
import type { Category, Offer } from '@rewards/api-contract';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export function makeExclusive(overrides: Partial<Offer> & { extraInfoMap?: Offer['extraInfoMap'] } = {}): Offer {
  return {
    id: 501,
    name: 'sunburn-arena-night',
    header: 'Sunburn Arena Night: members-only pit access',
    companyName: 'Sunburn Arena',
    companyColor: '#5b2a86',
    categorySlug: 'tpxclusives',
    priority: 1,
    welcome: false,
    membership: false,
    locked: false,
    logoUrl: '/static/2x/brand-sunburn-arena-logo.svg',
    keyPoints: ['<p>Pit access for two</p>'],
    ...overrides,
    extraInfoMap: {
      isXclusiveEvent: 'true',
      xclusiveImage: '/static/2x/brand-sunburn-arena-cover.svg',
      xclusiveDate: 'Sat, 12 Dec',
      xclusiveDuration: '4 hours',
      xclusiveSellingPrice: '2499',
      xclusiveDiscountedPrice: '1499',
      ...overrides.extraInfoMap,
    },
  };
}

/** An exclusive event at `now` that is upcoming, live or expired. */
export function exclusiveAt(state: 'upcoming' | 'live' | 'expired', now: number, overrides: Partial<Offer> = {}): Offer {
  const times = {
    upcoming: { xclusiveStartTime: new Date(now + 2 * DAY + 3 * HOUR).toISOString(), xclusiveEndTime: new Date(now + 2 * DAY + 7 * HOUR).toISOString() },
    live: { xclusiveStartTime: new Date(now - HOUR).toISOString(), xclusiveEndTime: new Date(now + 2 * HOUR + 5 * 60 * 1000).toISOString() },
    expired: { xclusiveStartTime: new Date(now - 3 * DAY).toISOString(), xclusiveEndTime: new Date(now - 3 * DAY + 4 * HOUR).toISOString() },
  }[state];
  return makeExclusive({ ...overrides, extraInfoMap: { ...times, ...overrides.extraInfoMap } });
}

export function exclusivesAt(now: number): Offer[] {
  return [
    exclusiveAt('upcoming', now, { id: 501, name: 'sunburn-arena-night', companyName: 'Sunburn Arena', header: 'Sunburn Arena Night' }),
    exclusiveAt('live', now, { id: 502, name: 'reel-time-premiere', companyName: 'Reel Time', header: 'Movie premiere screening', extraInfoMap: { xclusiveDate: 'Today, 7 pm' } }),
    exclusiveAt('expired', now, { id: 503, name: 'chef-table-evening', companyName: 'Chef Table', header: "Chef's table evening", extraInfoMap: { isXclusiveEvent: undefined, isXclusiveOffer: 'true' } }),
    exclusiveAt('upcoming', now, { id: 504, name: 'stand-up-sunday', companyName: 'Laugh Club', header: 'Stand-up Sunday' }),
    exclusiveAt('live', now, { id: 505, name: 'vinyl-listening-lounge', companyName: 'Beat Box', header: 'Vinyl listening lounge' }),
  ];
}

export function categoriesWith(exclusives: Offer[], normal: Offer[]): Category[] {
  return [
    { id: 999, name: 'all', displayName: 'All', slug: 'all', priority: 0, isNative: true, offers: [...normal, ...exclusives], companyOffers: [...normal, ...exclusives] },
    { id: 3, name: 'dining', displayName: 'Dining', slug: 'dining', priority: 1, isNative: true, offers: normal, companyOffers: normal },
    { id: 9, name: 'tpxclusives', displayName: 'TP Xclusives', slug: 'tpxclusives', priority: 9, isNative: true, offers: exclusives, companyOffers: exclusives },
  ];
}
