import type { Category, Offer, OfferDetail, User } from '@rewards/api-contract';
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

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const offers = overrides.offers ?? [makeOffer()];
  return {
    id: 3,
    name: 'food-delivery',
    displayName: 'Food Delivery',
    slug: 'food-delivery',
    priority: 1,
    isNative: true,
    offers,
    companyOffers: offers,
    welcomeOffer: null,
    ...overrides,
  };
}

export function makeOfferDetail(overrides: Partial<OfferDetail> = {}): OfferDetail {
  return {
    ...makeOffer(),
    category: 'Food Delivery',
    howToUse: [],
    tncs: [],
    faqs: [],
    offerings: [],
    moreOffers: [],
    ...overrides,
  };
}

/** A logged-in member as the session holds one. */
export function testMember(overrides: Partial<User> = {}): User {
  return {
    ssoId: 'sso-1',
    primeId: 'TP-1',
    firstName: 'Asha',
    lastName: 'Rao',
    email: null,
    emailVerified: false,
    mobile: '9876543210',
    mobileVerified: true,
    city: null,
    gender: null,
    dob: null,
    dp: null,
    primeProfile: 5,
    primeUser: true,
    variantName: null,
    corporate: false,
    business: false,
    businessLogo: null,
    superUser: false,
    loginType: 'SSO',
    clientNextAction: 'SHOW_HOME',
    startDate: null,
    endDate: null,
    lastEndDate: null,
    orderId: null,
    autoRenewal: false,
    showRenewal: false,
    paymentRequired: false,
    totalSavings: 0,
    averageSavings: 0,
    ...overrides,
  };
}
