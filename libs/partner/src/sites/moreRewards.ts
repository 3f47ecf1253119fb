import type { PartnerSite } from './site';
import { catalogueRoots } from '../paths';

/** The grocery loyalty co-brand ("more-rewards mode", the retail variant): the spec's valid paths only. */
export const moreRewardsSite: PartnerSite = {
  id: 'more-rewards',
  brandName: 'More Rewards',
  pageTitle: 'More Rewards | Grocery loyalty benefits',
  iconHref: '/favicon.svg',
  channel: 'MORE_REWARDS',
  home: catalogueRoots.moreRewards,
  categoriesPath: catalogueRoots.moreRewards,
  allowedPaths: ['', '/', catalogueRoots.moreRewards, '/tnc', '/404', '/system/health', '/profile'],
  labels: { footerSubtitle: 'Member benefits with every grocery run', weeklyBannerTitle: 'on More Rewards' },
  // The retail variant hides Benefits in the header, its footer and SEO text, and lets visitors open protected routes.
  header: { showBenefits: false, showBlog: false, blogPath: '/blog', homeSections: false },
  footer: { show: false, seoLinks: false },
  seo: { show: false },
  visitorsMayOpenProtected: true,
  // never starts at CONFIRM_MOBILE; ACTIVATE OFFER opens it with the button tag Register (Coupon Code + CLAIM OFFER)
  loginVariant: { retail: true },
  retail: true,
};
