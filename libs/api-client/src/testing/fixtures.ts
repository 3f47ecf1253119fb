// Contract-typed sample answers for tests, so a contract change that breaks them fails typecheck.
import type { Category, HomeData, Layout, Offer, OfferDetail } from '@rewards/api-contract';
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
  offerCards: [offer],
  howToUse: { title: 'How to use', steps: [{ title: 'Sign up', description: 'Become a member', icon: '/static/2x/step-1.svg' }] },
  customerReviewSection: { title: 'What members say', tweets: [{ id: 1, name: 'Asha', text: 'Worth it', rating: 5 }] },
  appInstall: {
    downloadLinkAndroid: 'https://play.example/app',
    downloadLinkIos: 'https://apps.example/app',
    androidRating: 4.5,
    iosRating: 4.7,
    androidImage: '/static/2x/google-play.svg',
    iosImage: '/static/2x/app-store.svg',
    title: 'Get the app',
  },
  exclusiveData: { tpExclusiveKnowMoreImage: '/static/2x/exclusive.svg', headerKnowMore: 'Know more', subHeaderKnowMore: 'Member prices' },
  freeTrialWidget: { title: 'Unlock {count} benefits', subTitle: 'Free for 30 days', ctaText: 'START FREE TRIAL', offers: [offer] },
  faqs: [],
  seoBlocks: [],
  benefitsWorth: 20000,
  marketingCouponData: null,
};

export const layout: Layout = {
  footer: {
    subTitle: 'Save more',
    heading: { support: 'Support', category: 'Categories', downloadApp: 'Download the app', socialMedia: 'Follow us' },
    support: { label: 'Support', subSections: [{ label: 'Contact us', url: '/support', isNative: false }] },
    legal: { label: 'Legal', subSections: [{ label: 'Privacy policy', url: '/privacy-policy', isNative: false }] },
    categories: [{ displayName: 'Dining', slug: 'dining', isNative: false }],
    appIcons: [],
    socialMediaIcons: [],
    topBenefitResponse: [],
    optOutMissCall: '1800 000 000',
    hideCategoryMobile: false,
  },
  hamburgerMenu: { menu: [], downloadLinkIos: 'https://apps.example/app', downloadLinkAndroid: 'https://play.example/app', downloadAppImage: '/static/2x/app.svg' },
};
