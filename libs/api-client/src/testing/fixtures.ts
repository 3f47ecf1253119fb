// Contract-typed sample answers for tests, so a contract change that breaks them fails typecheck.
import type { Category, HomeData, Offer, OfferDetail } from '@rewards/api-contract';
import { ALL_CATEGORY_ID } from '@rewards/api-contract';

export const offer: Offer = {
  id: 7,
  name: 'brewhouse',
  header: 'Flat 20% off',
  companyName: 'Brewhouse',
  companyColor: '#8a4b2a',
  categorySlug: 'food',
  priority: 1,
  welcome: false,
  membership: false,
  locked: true,
  logoUrl: '/static/2x/brewhouse-logo.svg',
  keyPoints: ['<p>Valid on orders above ₹299</p>'],
};

export const categories: Category[] = [
  {
    id: ALL_CATEGORY_ID,
    name: 'all',
    displayName: 'All',
    slug: 'all',
    priority: 0,
    isNative: true,
    offers: [offer],
    companyOffers: [offer],
  },
  {
    id: 3,
    name: 'food',
    displayName: 'Food',
    slug: 'food',
    priority: 1,
    isNative: true,
    offers: [offer],
    companyOffers: [offer],
  },
];

export const offerDetail: OfferDetail = {
  ...offer,
  category: 'Food',
  howToUse: ['Show the code at the counter'],
  tncs: ['Once per member per month'],
  faqs: [{ question: 'Is it valid on weekends?', answer: 'Yes.' }],
  offerings: ['20% off the bill'],
  moreOffers: [],
};

export const homeData: HomeData = {
  title: 'Membership that pays for itself',
  headlineWords: ['food', 'travel'],
  coreOfferSection: {
    title: 'Top benefits',
    subTitle: 'Worth more than the fee',
    offers: [offer],
    joinCta: { text: 'JOIN NOW' },
    joiningAmount: 999,
  },
  faqs: [],
  footer: { subTitle: 'Save more', topBenefitResponse: [], optOutMissCall: '1800 000 000' },
};
