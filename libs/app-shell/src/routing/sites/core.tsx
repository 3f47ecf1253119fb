import { loadLoginRoute, loadTicketingRoute } from '@rewards/auth';
import { CARD_OFFER_PATH, catalogueRoots, memberHomes, PAYMENT_PATH } from '@rewards/partner';
import {
  catalogueRoutes,
  homeEntry,
  loginPage,
  memberHome,
  paymentPage,
  profileEntry,
  standard,
  terms,
  tncEntry,
  withSeo,
  member,
  type RegistryEntry,
} from '../registry';

// The core site's own route code, besides what every site serves.
const offerLanding = () => import('@rewards/offer-detail/routes/offerLanding');
const eventLanding = () => import('@rewards/home/routes/eventLanding');
const userfeed = () => import('@rewards/home/routes/userfeed');
const search = () => import('@rewards/listing/routes/search');
const staticPage = () => import('@rewards/content/routes/staticPage');
const faq = () => import('@rewards/content/routes/faq');
const blog = () => import('@rewards/content/routes/blog');
const article = () => import('@rewards/content/routes/article');
const unsubscribe = () => import('@rewards/content/routes/unsubscribe');
// The system pages are the shell's own, still a chunk of their own.
const systemPages = () => import('../../system/systemRoutes');
const overload = () => systemPages().then((module) => module.overloadRoute);
const downtime = () => systemPages().then((module) => module.downtimeRoute);
const sft = () => systemPages().then((module) => module.sftRoute);
const morePages = () => import('@rewards/home/routes/morePages');
const otts = () => morePages().then((module) => module.otts);
const appLanding = () => morePages().then((module) => module.appLanding);
const digitalEvent = () => morePages().then((module) => module.digitalEvent);
const slikePaywall = () => morePages().then((module) => module.slikePaywall);
const payment = () => import('@rewards/membership/routes/payment');
const superMembership = () => import('@rewards/membership/routes/timesprimesuper');
const campaignPages = () => import('@rewards/membership/routes/campaigns');
const campaigns = () => campaignPages().then((module) => module.campaigns);
const newCampaign = () => campaignPages().then((module) => module.newCampaign);
const businessCampaign = () => campaignPages().then((module) => module.businessCampaign);
const mktCampaign = () => campaignPages().then((module) => module.mktCampaign);
const cardOffer = () => import('@rewards/visa-flow/routes/visaOfferCategories');
const creditScoreCheck = () => import('@rewards/credit-score/routes/creditScoreCheck');
const studentOffer = () => import('@rewards/student-offer/routes/studentOffer');
// Through @rewards/auth's own loader: the shell imports that lib statically for the session.
const login = loadLoginRoute;

/**
 * Every route of the product, once: the core site's list. Each app's router is its list filtered by
 * the partner's allowed paths; the shell adds /404 and the catch-all not-found screen itself.
 */
export const routeRegistry: readonly RegistryEntry[] = [
  homeEntry,
  { path: memberHomes.core, handle: memberHome, load: userfeed },
  { path: memberHomes.coreAlias, handle: memberHome, load: userfeed },
  // The shopper co-brand's member home (its partner config sends logged-in members there).
  { path: memberHomes.shopper, handle: memberHome, load: userfeed },
  { path: '/login', handle: loginPage, load: login },
  profileEntry,
  { path: '/search', handle: member, load: search },
  { path: PAYMENT_PATH, handle: paymentPage, load: payment },
  { path: `${PAYMENT_PATH}/:screen`, handle: paymentPage, load: payment },
  ...catalogueRoutes(catalogueRoots.core),
  ...catalogueRoutes(catalogueRoots.card),
  ...catalogueRoutes(catalogueRoots.shopper),
  ...catalogueRoutes(catalogueRoots.moreRewards, { protected: true }),
  { path: '/paymentOffer/:brand', handle: standard, load: offerLanding },
  { path: '/liteOffer/:brand', handle: standard, load: offerLanding },
  { path: '/event-landing', handle: standard, load: eventLanding },
  // A streamed exclusive event and its video (visitors go through /login and back).
  { path: '/digital-event/:offerName', handle: member, load: digitalEvent },
  { path: '/terms-and-conditions', handle: standard, load: terms },
  { path: '/terms-and-conditions/:tncName', handle: standard, load: terms },
  tncEntry,
  { path: '/referral-terms-and-conditions', handle: standard, load: terms },
  { path: '/referral-terms-and-conditions/:tncName', handle: standard, load: terms },
  { path: '/about', handle: withSeo, load: staticPage },
  { path: '/privacy-policy', handle: withSeo, load: staticPage },
  { path: '/experiantnc', handle: standard, load: staticPage },
  // Spec (browsing §2 Footer): no footer on the credit-score check.
  { path: '/creditscorecheck', handle: { header: 'standard', footer: false }, load: creditScoreCheck },
  { path: '/visa-terms-and-conditions', handle: standard, load: staticPage },
  { path: CARD_OFFER_PATH, handle: standard, load: cardOffer },
  // Visitors read what the offer is (not sent to /login); members see their request on the page.
  { path: '/student-offer', handle: standard, load: studentOffer },
  { path: '/support', handle: standard, load: staticPage },
  { path: '/faq', handle: withSeo, load: faq },
  { path: '/blog', handle: withSeo, load: blog },
  { path: '/blog/:articleTitle', handle: withSeo, load: article },
  { path: '/blog-aboutus', handle: withSeo, load: staticPage },
  { path: '/unsubscribe', handle: standard, load: unsubscribe },
  { path: '/system-overload', handle: { header: 'none', footer: false }, load: overload },
  { path: '/downtime', handle: { header: 'none', footer: false }, load: downtime },
  { path: '/down-time', handle: { header: 'none', footer: false }, load: downtime },
  // No screen: a redirect to the home page (systemRoutes.sftRoute).
  { path: '/sft', handle: { header: 'none', footer: false }, load: sft },
  // A logged-in member outside the grocery variant is sent on to /userfeed (by the page).
  { path: '/otts', handle: standard, load: otts },
  { path: '/app-landing', handle: standard, load: appLanding },
  // Where a partner video player sends a viewer who may not play a members' video: noindex, not in the sitemap.
  { path: '/slike-paywall', handle: standard, load: slikePaywall },
  // The single sign-on hand-off: noindex (the page's own meta), no breadcrumbs (no seo block).
  { path: '/ticketing', handle: standard, load: loadTicketingRoute },
  { path: '/timesprimesuper', handle: standard, load: superMembership },
  // Campaign landings (paid marketing traffic); /mktcampaign is noindex (the page's own meta).
  { path: '/campaigns/:campaignName', handle: standard, load: campaigns },
  { path: '/new-campaign/:campaignId', handle: standard, load: newCampaign },
  { path: '/businessCampaign', handle: standard, load: businessCampaign },
  { path: '/mktcampaign', handle: standard, load: mktCampaign },
];
