import { makeCategory, makeOffer } from '@rewards/api-client/testing';
import type { Category, Offer } from '@rewards/api-contract';

/*
 * Demo data for stories. Logos and covers are generated SVGs so Storybook needs no network; the
 * hex colours are brand data (what the API sends as companyColor), not theme colours.
 */
const svg = (markup: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;

export function storyLogo(initials: string, color: string): string {
  return svg(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/>` +
      `<text x="32" y="41" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

export function storyCover(from: string, to: string): string {
  return svg(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="600" height="200" fill="url(#g)"/></svg>`,
  );
}

const brand = (id: number, name: string, companyName: string, color: string, categorySlug: string, extra: Partial<Offer> = {}) =>
  makeOffer({
    id,
    name,
    companyName,
    companyColor: color,
    categorySlug,
    logoUrl: storyLogo(companyName.slice(0, 2).toUpperCase(), color),
    welcome: false,
    keyPoints: ['<p>Valid twice a month</p>', '<p>On orders above ₹299</p>'],
    ...extra,
  });

export const storyDiningOffers: Offer[] = [
  brand(1, 'tandoor-tales-gold', 'Tandoor Tales', '#b3261e', 'dining', { header: 'Complimentary 3-month Gold membership', maxSavings: 2400, welcome: true, tagLabel: 'Trending' }),
  brand(2, 'masala-lane-25', 'Masala Lane', '#8a3b12', 'dining', { header: 'Flat 25% off on your total bill', maxSavings: 1500 }),
  brand(3, 'biryani-bazaar-200', 'Biryani Bazaar', '#7a4a00', 'dining', { header: 'Flat ₹200 off on orders above ₹999', maxSavings: 600, tagLabel: 'Trending' }),
  brand(4, 'copper-kettle-bogo', 'Copper Kettle', '#6b3a1f', 'dining', { header: 'Buy 1 Get 1 on all beverages', isNew: true, locked: true, maxSavings: 900 }),
  brand(5, 'spice-route', 'Spice Route', '#9c2f6b', 'dining', {
    header: 'Three ways to save at Spice Route',
    offers: [
      { name: 'a', header: 'Flat 10% off dine-in' },
      { name: 'b', header: 'Free dessert on weekdays' },
      { name: 'c', header: 'Free delivery on app orders' },
    ],
  }),
  brand(6, 'dosa-depot', 'Dosa Depot', '#2b6a3f', 'dining', { header: 'Flat 15% off every Sunday', maxSavings: 350 }),
];

export const storyFashionOffers: Offer[] = [
  brand(20, 'loomline-20', 'Loomline', '#33415c', 'fashion', { header: 'Extra 20% off on new arrivals', locked: true, maxSavings: 1200 }),
  brand(21, 'thread-co', 'Thread & Co', '#5a3d8a', 'fashion', { header: '₹500 off on ₹2,499', maxSavings: 500, membership: true }),
];

export const storyCategories: Category[] = [
  makeCategory({ id: 4, name: 'dining', displayName: 'Dining', slug: 'dining', offers: storyDiningOffers, companyOffers: storyDiningOffers.slice(1), welcomeOffer: storyDiningOffers[0] ?? null }),
  makeCategory({ id: 5, name: 'fashion', displayName: 'Fashion', slug: 'fashion', offers: storyFashionOffers, companyOffers: storyFashionOffers }),
];
