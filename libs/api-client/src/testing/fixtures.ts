// The shared contract-typed answers for every lib's tests and stories: offers, categories, the
// home page and the site frame. Typed by the contract, so a contract change that breaks them fails
// typecheck. Factories take overrides; tests pass the values they rely on.
import { ALL_CATEGORY_ID, homeOfferSections } from '@rewards/api-contract';
import type { Banner, Category, FooterContent, HamburgerMenu, HomeData, Layout, Offer, OfferDetail, Promotion, ViewportData } from '@rewards/api-contract';

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

// The home page (`GET /c/prime/home`, the viewport and promotions) over twelve partner brands.
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

export const exclusiveData: HomeData['exclusiveData'] = {
  tpExclusiveKnowMoreImage: '/static/2x/exclusive-know-more.svg',
  headerKnowMore: 'Members-only events',
  subHeaderKnowMore: 'Preferential pricing at the best events in town',
};

/**
 * A catalogue as the category offers call answers it: 'all' with every offer, then a category per
 * `categorySlug` in first-seen order.
 */
export function catalogueOf(offers: readonly Offer[]): Category[] {
  const slugs = [...new Set(offers.map((offer) => offer.categorySlug))];
  const category = (id: number, name: string, list: Offer[]): Category => ({
    id,
    name,
    displayName: name === 'all' ? 'All' : name.replace(/(^|-)(\w)/g, (_, dash: string, letter: string) => `${dash ? ' ' : ''}${letter.toUpperCase()}`),
    slug: name,
    priority: id,
    isNative: true,
    offers: list,
    companyOffers: list,
  });
  return [
    category(ALL_CATEGORY_ID, 'all', [...offers]),
    ...slugs.map((name, index) => category(index + 1, name, offers.filter((offer) => offer.categorySlug === name))),
  ];
}

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
  offerSections: homeOfferSections(catalogueOf(partnerOffers)),
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
    offers: partnerOffers.slice(0, 9),
    offersCount: partnerOffers.length,
  },
  faqs: [
    { question: 'What is this membership?', answer: 'One paid membership that bundles subscriptions and offers from more than 40 brands.' },
    { question: 'How much does it cost?', answer: 'The membership costs ₹999 a year instead of ₹1,199.' },
    { question: 'Can I cancel my membership?', answer: 'Yes. Your benefits stay active until the end of the period you have paid for.' },
  ],
  seoBlocks: [{ heading: 'One membership for dining, music and news', paragraphs: ['Members save across 40+ brands every month.', 'New offers are added every week.'] }],
  benefitsWorth: 20000,
  marketingCouponData: null,
  visaPromotionalWidget: {
    inletImage: '/static/2x/visa-signature-inlet.svg',
    title: 'Visa Signature cardholders',
    subTitle: 'Get access to 40+ benefits and more',
    cta: 'Check eligibility',
    cardChannelId: 'VISA_SIGNATURE',
  },
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
    title: 'Events for members',
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


// The site frame (`GET /c/prime/layout`): footer and side menu.

/** A small picture as a data URL, so stories and tests never fetch an image. */
const icon = (letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" rx="8" fill="#555"/><text x="20" y="26" font-size="16" text-anchor="middle" fill="#fff">${letter}</text></svg>`)}`;

export const footerContent: FooterContent = {
  subTitle: 'One membership, unlimited benefits',
  heading: { support: 'Support', category: 'Categories', downloadApp: 'Download the app', socialMedia: 'Follow us' },
  support: {
    label: 'Support',
    subSections: [
      { label: 'Contact us', url: '/support', isNative: false },
      { label: 'FAQs', url: '/faq', isNative: false },
      { label: 'Raise a ticket', url: 'https://help.example.in/ticket', isNative: true },
    ],
  },
  legal: {
    label: 'Legal',
    subSections: [
      { label: 'Terms & Conditions', url: '/terms-and-conditions', isNative: false },
      { label: 'Privacy Policy', url: '/privacy-policy', isNative: false },
    ],
  },
  categories: [
    { displayName: 'Dining', slug: 'dining', isNative: false },
    { displayName: 'Food Delivery', slug: 'food-delivery', isNative: false },
    { displayName: 'Live events', slug: 'live-events', isNative: true, url: 'https://events.example.in' },
  ],
  appIcons: [
    { label: 'Get it on Google Play', icon: icon('G'), link: 'https://play.google.com/store/apps/details?id=in.example.rewards' },
    { label: 'Download on the App Store', icon: icon('A'), link: 'https://apps.apple.com/in/app/rewards/id000000' },
  ],
  socialMediaIcons: [
    { label: 'Instagram', icon: icon('I'), link: 'https://instagram.com/example' },
    { label: 'X (Twitter)', icon: icon('X'), link: 'https://x.com/example' },
  ],
  topBenefitResponse: [
    { id: 1, label: 'Tandoor Tales', deeplink: '/categories/dining/tandoor-tales-gold' },
    { id: 2, label: 'Raagwave', deeplink: '/categories/music/raagwave-premium-6-months?source_origin=footer' },
    { id: 3, label: 'Safarnama Trips', deeplink: '/categories/travel/safarnama-flights' },
  ],
  optOutMissCall: '1800-000-0000',
  hideCategoryMobile: false,
  festiveImage: null,
};

export const hamburgerMenu: HamburgerMenu = {
  downloadAppImage: icon('P'),
  downloadLinkAndroid: 'https://play.google.com/store/apps/details?id=in.example.rewards',
  downloadLinkIos: 'https://apps.apple.com/in/app/rewards/id000000',
  menu: [
    { text: 'Home', path: '/', dropDown: false, items: [] },
    {
      text: 'Benefits',
      path: null,
      dropDown: true,
      items: [
        { label: 'Dining', url: '/categories/dining', isNative: false },
        { label: 'Music', url: '/categories/music', isNative: false },
      ],
    },
    { text: 'Blog', path: '/blog', dropDown: false, items: [] },
    { text: 'FAQ', path: '/faq', dropDown: false, items: [] },
  ],
};

export const layoutContent: Layout = { footer: footerContent, hamburgerMenu };
