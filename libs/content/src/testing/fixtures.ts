// Contract-typed sample content for tests and stories, so a contract change that breaks them fails typecheck.
import type { BlogArticle, BlogArticleSummary, BlogPage, ContentPage, FaqCategory, UnsubscribeReason } from '@rewards/api-contract';

export const generalTerms: ContentPage = {
  name: 'general',
  title: 'Terms and Conditions',
  description: 'The terms that apply to your Prime Rewards membership and every benefit in it.',
  updatedOn: '2026-01-15',
  sections: [
    {
      heading: 'Membership',
      paragraphs: ['Your membership starts on the day your payment succeeds and lasts for the plan you chose.', 'One membership belongs to one mobile number and cannot be transferred.'],
      items: [],
    },
    {
      heading: 'Using benefits',
      paragraphs: ['Each benefit is provided by its partner brand on the partner’s own terms.'],
      items: ['Coupon codes are single use unless the offer says otherwise.', 'Benefits cannot be exchanged for cash.', 'Partners may end an offer early; we will replace it where we can.'],
    },
  ],
};

export const referralTerms: ContentPage = {
  ...generalTerms,
  name: 'referral',
  title: 'Referral Terms and Conditions',
  description: 'How referral codes and referral rewards work.',
  sections: [{ heading: 'Referral rewards', paragraphs: ['A reward is credited once your friend’s membership payment succeeds.'], items: ['Self-referrals do not qualify.'] }],
};

export const aboutPage: ContentPage = {
  name: 'about',
  title: 'About us',
  description: 'One membership, unlimited benefits: who we are and what we do.',
  updatedOn: '2025-11-02',
  sections: [
    { heading: null, paragraphs: ['Prime Rewards bundles 20+ subscriptions and offers from 40+ brands into one membership.'], items: [] },
    { heading: 'What members get', paragraphs: [], items: ['Dining, music and news subscriptions', 'Coupon codes from partner brands', 'Member prices at exclusive events'] },
  ],
};

export const privacyPage: ContentPage = {
  name: 'privacy-policy',
  title: 'Privacy Policy',
  description: 'What we collect, why, and the choices you have.',
  updatedOn: '2026-03-01',
  sections: [{ heading: 'What we collect', paragraphs: ['Your mobile number, name and e-mail address, and the benefits you use.'], items: [] }],
};

export const supportPage: ContentPage = {
  name: 'support',
  title: 'Support',
  description: 'Get help with your membership, payments and benefits.',
  updatedOn: '2026-02-20',
  sections: [
    { heading: 'We are here to help', paragraphs: ['Most answers are on our FAQ page. For anything else, reach us below.'], items: [] },
    { heading: 'Contact us', paragraphs: ['Write to care@primerewards.example or call 1800 102 3456 (9 am to 9 pm, every day).'], items: [] },
  ],
};

export const faqCategories: FaqCategory[] = [
  {
    id: 1,
    name: 'General',
    slug: 'general',
    faqs: [
      { question: 'What is Prime Rewards?', answer: 'One paid membership that bundles subscriptions with offers from more than 40 partner brands.' },
      { question: 'How do I use a benefit?', answer: 'Log in, open the benefit and press the button on its page.' },
    ],
  },
  {
    id: 2,
    name: 'Membership & payment',
    slug: 'membership-and-payment',
    faqs: [
      { question: 'How much does the membership cost?', answer: 'The annual membership costs ₹999 a year, including GST.' },
      { question: 'Is there a free trial?', answer: 'Eligible new members can start a 30-day free trial.' },
    ],
  },
  { id: 3, name: 'Coupons', slug: 'coupons', faqs: [{ question: 'Where do I apply a coupon code?', answer: 'At the partner’s own checkout, in its coupon field.' }] },
];

const titles = [
  'Five ways to save more on dining out',
  'How to stack member offers with bank cards',
  'The best music plans for long commutes',
  'Weekend getaways under ₹5,000',
  'What to watch this month',
  'A beginner’s guide to coupon codes',
  'Eat well for less: delivery edition',
  'Fitness subscriptions that are worth it',
  'Reading more news without paying more',
  'Planning a birthday on a budget',
  'Festive shopping checklist',
  'Learning apps members love',
  'Travel insurance, simply explained',
  'Making the most of a free trial',
];

export function makeArticle(id: number, overrides: Partial<BlogArticleSummary> = {}): BlogArticleSummary {
  const title = titles[(id - 1) % titles.length] ?? `Article ${id}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return {
    id,
    slug,
    path: `${slug}-${id}`,
    title,
    summary: 'Practical tips from our editors on getting more out of every benefit in your membership.',
    imageUrl: '/static/2x/blog-cover.svg',
    author: id % 2 === 0 ? 'Asha Menon' : 'Rohan Iyer',
    publishedOn: `2026-0${((id - 1) % 9) + 1}-1${id % 10}`,
    readMinutes: (id % 6) + 2,
    tags: ['savings'],
    ...overrides,
  };
}

/** The API's answer for one page of `total` articles (ids 1…total, newest first). */
export function blogPage(page: number, pageSize: number, total: number): BlogPage {
  const first = page * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);
  const articles = first > last ? [] : Array.from({ length: last - first + 1 }, (_, index) => makeArticle(first + index));
  return { articles, childCount: total, page, pageSize };
}

export const article: BlogArticle = {
  ...makeArticle(1),
  tags: ['dining', 'savings'],
  sections: [
    { heading: 'Book ahead', paragraphs: ['Member tables open a week in advance; the best slots go first.'], items: [] },
    { heading: 'Stack your offers', paragraphs: ['Your membership discount applies first, then your bank card offer.'], items: ['Check the bank offer’s minimum bill', 'Keep the coupon code handy at the counter'] },
  ],
  relatedArticles: [makeArticle(2), makeArticle(7)],
};

export const unsubscribeReasons: UnsubscribeReason[] = [
  { id: 'too-many', label: 'I get too many messages' },
  { id: 'not-relevant', label: 'The offers are not relevant to me' },
  { id: 'never-signed-up', label: 'I never signed up for these' },
  { id: 'other', label: 'Something else' },
];
