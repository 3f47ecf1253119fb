import type { PartnerSite } from './site';
import { catalogueRoots, memberHomes } from '../paths';

/** The department-store co-brand ("shopper mode"): the spec's valid paths only. */
export const shopperSite: PartnerSite = {
  id: 'shopper',
  brandName: 'Shopper Rewards',
  pageTitle: 'Shopper Rewards | Member benefits for shoppers',
  iconHref: '/favicon.svg',
  channel: 'SHOPPERS_STOP',
  home: memberHomes.shopper,
  categoriesPath: catalogueRoots.shopper,
  allowedPaths: ['', '/', memberHomes.shopper, catalogueRoots.shopper, '/tnc', '/404', '/system/health', '/profile', '/search'],
  labels: { blog: 'Terms & Conditions', footerSubtitle: 'Exclusive member benefits for Shopper Rewards customers', weeklyBannerTitle: 'on Shopper Rewards' },
  header: { showBenefits: true, showBlog: true, blogPath: '/tnc', homeSections: false },
  // A retail-partner variant (account spec §1, §6): the footer keeps its brand, support and legal
  // links but not the catalogue's SEO lists, and no SEO text or breadcrumbs show.
  footer: { show: true, seoLinks: false },
  seo: { show: false },
  // a visitor on a protected path (/profile, /search, /user-shopper-stop) is replaced to the landing
  visitorProtectedRedirect: '/',
  loginVariant: { helperText: 'Enter the mobile number you registered with the store at enrolment' },
};
