import { themeClass, themeMeta } from '@rewards/design-system/theme-more-rewards';
import { catalogueRoots, definePartner } from '@rewards/partner';

/** The grocery loyalty co-brand ("more-rewards mode", the retail variant): the spec's valid paths only. */
export const partner = definePartner({
  id: 'more-rewards',
  brandName: 'More Rewards',
  pageTitle: 'More Rewards | Grocery loyalty benefits',
  iconHref: '/favicon.svg',
  theme: { themeClass, brandColor: themeMeta.brandColor },
  channel: 'MORE_REWARDS',
  home: catalogueRoots.moreRewards,
  categoriesPath: catalogueRoots.moreRewards,
  allowedPaths: ['', '/', catalogueRoots.moreRewards, '/tnc', '/404', '/system/health', '/profile'],
  labels: { footerSubtitle: 'Member benefits with every grocery run', weeklyBannerTitle: 'on More Rewards' },
  // The retail variant hides Benefits in the header, its footer and SEO text, and lets visitors open protected routes.
  header: { showBenefits: false, showBlog: false, blogPath: '/blog', homeSections: false },
  footer: { show: false },
  seo: { show: false },
  visitorsMayOpenProtected: true,
  // never starts at CONFIRM_MOBILE; ACTIVATE OFFER opens it with the button tag Register (Coupon Code + CLAIM OFFER)
  loginVariant: { retail: true },
  retail: true,
});
