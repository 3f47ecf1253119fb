// Contract-typed answers for the home page's tests and stories, and a fake server that answers
// them, so the real client and query factories run end to end without a network.
import type { Banner, Category, HomeData, LoginResult, Offer, Promotion, User, ViewportData } from '@rewards/api-contract';
import { ALL_CATEGORY_ID } from '@rewards/api-contract';
import { exclusiveData, exclusivesAt } from '../../exclusives/testing';
import { makeOffer } from '../../testing/fixtures';

const brands: [string, string, string][] = [
  ['Tandoor Tales', 'dining', 'Complimentary Gold membership for 3 months'],
  ['Masala Lane Bistro', 'dining', 'Flat 25% off on your total bill'],
  ['Beat Box', 'music', 'Six months of ad-free music'],
  ['Daily Ledger', 'news', 'A year of the digital edition'],
  ['ZestBite', 'food-delivery', 'Flat 50% off your first 3 orders'],
  ['Reel Time', 'ott', 'Three months of premium streaming'],
  ['Wander Stay', 'travel', '15% off hotel stays'],
  ['Fit Forge', 'health-fitness', 'A month of gym access'],
  ['Kart Fresh', 'grocery', '₹150 off your weekly basket'],
  ['Thread Co', 'fashion', 'Flat 30% off new arrivals'],
  ['Gadget Hub', 'electronics', 'Extra 10% off on accessories'],
  ['Learn Loop', 'learning', 'Two free courses'],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** One offer per brand, ids 1..12. */
export const partnerOffers: Offer[] = brands.map(([companyName, categorySlug, header], index) =>
  makeOffer({
    id: index + 1,
    name: `${slug(companyName)}-offer`,
    companyName,
    categorySlug,
    header,
    welcome: index === 4,
    priority: index + 1,
    logoUrl: `/static/2x/brand-${slug(companyName)}-logo.svg`,
    locked: index % 3 === 0,
  }),
);

const at = (id: number) => partnerOffers[id - 1] as Offer;

export const homeData: HomeData = {
  title: "The only membership you'll ever need",
  headlineWords: ['20+ Subscription', '40+ Brands', 'Exclusive Events', 'Movie Screening'],
  coreOfferSection: {
    title: 'Memberships worth ₹20,000',
    titlePrefix: 'One membership,',
    titlePostfix: 'unlimited benefits',
    highlightColor: '#E23744',
    subTitle: 'Subscriptions to dining, music, news, entertainment and more, in one plan',
    joinCta: { text: 'JOIN NOW' },
    joiningAmount: 999,
    strikeThrough: 1199,
    discountAmount: 200,
    discountLabel: 'Save ₹200 on your first year',
    couponCode: 'WELCOME200',
    offers: [at(1), at(3), at(4), at(6)].map((offer) => ({ ...offer, membership: true, locked: false })),
  },
  offerCards: partnerOffers.slice(0, 8),
  howToUse: {
    title: 'How to use',
    steps: [
      { title: 'Sign up and become a member', description: 'Join in a minute with your mobile number', icon: '/static/2x/step-join.svg' },
      { title: 'Activate benefits of your choice', description: 'Pick the subscriptions and offers you want', icon: '/static/2x/step-activate.svg' },
      { title: "Go to the partner's site or app", description: 'Use your code or linked account to avail them', icon: '/static/2x/step-avail.svg' },
    ],
  },
  customerReviewSection: {
    title: 'What members say',
    tweets: [
      { id: 1, name: 'Asha Rao', city: 'Pune', rating: 5, text: 'Paid for itself in the first month.' },
      { id: 2, name: 'Vikram S', handle: '@vikrams', rating: 4, text: 'The dining offers alone are worth it.' },
      { id: 3, name: 'Meera K', city: 'Chennai', rating: 5, text: 'Loved the member-only comedy night.' },
      { id: 4, name: 'Rahul P', city: 'Delhi', rating: 4, text: 'Music and news in one plan, finally.' },
      { id: 5, name: 'Ananya G', city: 'Kolkata', rating: 5, text: 'Great value for a family.' },
    ],
  },
  appInstall: {
    downloadLinkAndroid: 'https://play.example.com/store/apps/rewards',
    downloadLinkIos: 'https://apps.example.com/app/rewards',
    androidRating: 4.5,
    iosRating: 4.7,
    androidImage: '/static/2x/google-play-badge.svg',
    iosImage: '/static/2x/app-store-badge.svg',
    titlePrefix: 'Save more with',
    title: 'the app',
    titlePostfix: null,
  },
  exclusiveData,
  freeTrialWidget: {
    title: 'Unlock {count} benefits free',
    subTitle: 'Try every benefit free for 30 days',
    ctaText: 'START FREE TRIAL',
    offers: partnerOffers,
  },
  faqs: [
    { question: 'What is this membership?', answer: 'One paid membership that bundles subscriptions and offers from more than 40 brands.' },
    { question: 'How much does it cost?', answer: 'The membership costs ₹999 a year instead of ₹1,199.' },
    { question: 'Can I cancel my membership?', answer: 'Yes. Your benefits stay active until the end of the period you have paid for.' },
  ],
  seoBlocks: [{ heading: 'One membership for dining, music and news', paragraphs: ['Members save across 40+ brands every month.', 'New offers are added every week.'] }],
  benefitsWorth: 20000,
  marketingCouponData: null,
};

export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    mediaType: 'IMAGE',
    imageUrl: '/static/2x/banner-welcome-gift.svg',
    position: 10,
    showCta: true,
    altText: 'Welcome gift of ₹100 off the annual membership',
    ...overrides,
  };
}

export const weeklyBanners: Banner[] = [
  makeBanner({ id: 11, position: 10, ctaDetail: { text: 'Claim ₹100 off', actionType: 'REVIEW_ORDER', data: { couponCode: 'WELCOME100' } }, displayDetail: { titleIcon: 'Gift', title: 'Welcome gift', description: '₹100 off your first year with code WELCOME100' } }),
  makeBanner({ id: 12, position: 20, mediaType: 'ANIMATION', imageUrl: '/static/2x/banner-tandoor-tales-gold.svg', altText: 'Tandoor Tales Gold membership free for 3 months', ctaDetail: { actionType: 'OFFER', data: { offerName: 'tandoor-tales-gold', categorySlug: 'dining' } }, displayDetail: { description: '20% off every meal at 40 outlets' } }),
  makeBanner({ id: 13, position: 30, imageUrl: '/static/2x/banner-raagwave-festival.svg', altText: 'Raagwave monsoon festival', ctaDetail: { text: 'Listen now', actionType: 'URL_REDIRECTION', data: { redirectionUrl: 'https://raagwave.example.com/monsoon' } }, displayDetail: { title: 'Monsoon festival', description: '50 new songs every week' } }),
  makeBanner({ id: 14, position: 40, imageUrl: '/static/2x/banner-credit-report.svg', altText: 'Your free credit report', ctaDetail: { actionType: 'GET_CREDIT_REPORT' }, displayDetail: { titleIcon: 'Free', title: 'Credit report', description: 'Know your credit score in a minute' } }),
];

export const eventBanners: Banner[] = [
  makeBanner({ id: 21, position: 1, imageUrl: '/static/2x/banner-event-food-walk.svg', altText: 'Old Delhi food walk with a chef-host', ctaDetail: { text: 'Book now', actionType: 'OFFER', data: { offerName: 'zaika-trails-old-delhi-food-walk', categorySlug: 'tpxclusives' } }, displayDetail: { title: 'Old Delhi food walk', description: 'Every Sunday morning' } }),
  makeBanner({ id: 22, position: 2, imageUrl: '/static/2x/banner-event-open-air-cinema.svg', altText: 'Open-air screenings of Hindi classics', ctaDetail: { text: 'Book now', actionType: 'HOME_PAGE' }, displayDetail: { title: 'Cinema under the stars' } }),
  makeBanner({ id: 23, position: 3, imageUrl: '/static/2x/banner-event-sufi-night.svg', altText: 'A night of Sufi music', showCta: false, redirectionURL: '/categories/tpxclusives' }),
];

export const viewportData: ViewportData = {
  weeklyViewport: { id: 1, name: 'weekly-promotions', imageName: 'banner-weekly.svg', isWeb: true, isMweb: true, banners: weeklyBanners },
  eventViewport: {
    title: 'Curated experiences',
    subTitle: 'Preferential pricing for members at the best events in town',
    viewport: { id: 2, name: 'event-viewport', imageName: 'banner-events.svg', isWeb: true, isMweb: true, banners: eventBanners },
  },
  strip: { text: 'Save up to ₹20,000 across 25+ brands', bgColor: '#1F2937' },
};

export const promotions: Promotion[] = [
  { id: 1, title: 'Join now and get ₹100 off the annual membership', imageUrl: '/static/2x/promo-join-save.svg', redirectionURL: '/payment?promo=WELCOME100' },
  { id: 2, title: 'Try 20+ benefits free for 30 days', imageUrl: '/static/2x/promo-free-trial.svg', redirectionURL: '/payment' },
  { id: 3, title: 'Comedy, music and food walks at member prices', imageUrl: '/static/2x/promo-exclusives.svg', redirectionURL: '/categories/tpxclusives' },
  { id: 4, title: 'Dining week at Masala Lane Bistro', imageUrl: '/static/2x/promo-dining-week.svg', redirectionURL: 'https://masala.example.com' },
];

/** The catalogue: every brand in 'all', a few real categories, and the exclusives in their own category. */
export function homeCategories(now: number = Date.now()): Category[] {
  const exclusives = exclusivesAt(now);
  const byCategory = (categorySlug: string) => partnerOffers.filter((offer) => offer.categorySlug === categorySlug);
  const category = (id: number, name: string, displayName: string, offers: Offer[]): Category => ({
    id,
    name,
    displayName,
    slug: name,
    priority: id,
    isNative: true,
    offers,
    companyOffers: offers,
  });
  return [
    { ...category(ALL_CATEGORY_ID, 'all', 'All', [...partnerOffers, ...exclusives]), priority: 0 },
    category(1, 'dining', 'Dining', byCategory('dining')),
    category(2, 'music', 'Music', byCategory('music')),
    category(3, 'food-delivery', 'Food delivery', byCategory('food-delivery')),
    category(20, 'tpxclusives', 'TP Xclusives', exclusives),
  ];
}

export interface HomeApiAnswers {
  home?: HomeData;
  viewport?: ViewportData;
  promotions?: Promotion[];
  categories?: Category[];
  /** Paths that answer 500. */
  failing?: string[];
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server for the home page's calls. */
export function homeServer(answers: HomeApiAnswers = {}) {
  return (request: Request): Response => {
    const path = new URL(request.url).pathname;
    if (answers.failing?.includes(path)) return json(500, { success: false, systemErrorCode: 'TP500', responseMessage: 'boom', userMessage: 'Something went wrong' });
    switch (path) {
      case '/c/prime/home':
        return json(200, { success: true, data: answers.home ?? homeData });
      case '/c/primeplus/viewport':
        return json(200, { success: true, data: answers.viewport ?? viewportData });
      case '/c/uf/product/promotions':
        return json(200, { success: true, data: { promotions: answers.promotions ?? promotions } });
      case '/nc/prime/categories/offers': {
        const categories = answers.categories ?? homeCategories();
        return json(200, { success: true, data: { categories, totalOffers: categories[0]?.offers.length ?? 0 } });
      }
      default:
        return json(404, { success: false, systemErrorCode: 'TP404', responseMessage: 'not found', userMessage: 'Not found' });
    }
  };
}

/** The lib's member fixture, shared with the other route tests. */
export { testMember } from '../../testing/fixtures';

export function loginResultFor(user: User): LoginResult {
  return { accessToken: 'access-token', tokenType: 'Bearer', expiresIn: 900, loginType: user.loginType, user, action: 'SHOW_HOME', actionType: 'NAVIGATE' };
}
