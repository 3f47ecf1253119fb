import type { Offer } from '@rewards/api-contract';
import { definePartner } from '@rewards/partner';
import { examplePartners } from '@rewards/partner/examples';

export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    name: 'zestbite-welcome',
    header: 'Flat 50% off on your first 3 orders',
    subHeader: 'On orders above ₹199',
    companyName: 'ZestBite',
    companyColor: '#d9480f',
    categorySlug: 'food-delivery',
    priority: 1,
    welcome: true,
    membership: false,
    locked: false,
    logoUrl: '/static/2x/brand-zestbite-logo.svg',
    keyPoints: ['<p>Valid twice a month</p>'],
    savingsText: 'Save up to ₹450',
    cardSize: 'SMALL',
    ...overrides,
  };
}

export const testPartner = (categoriesPath = '/categories') => definePartner({ ...examplePartners.core, categoriesPath });
