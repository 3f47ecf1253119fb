import type { DataDeps } from '@rewards/api-client';
import { loadLoginRoute } from '@rewards/auth';
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';

/** `logo` is the payment pages' header: the logo alone, nothing to wander off to (spec §2). */
export const headerKinds = ['none', 'standard', 'partner', 'transparent', 'logo'] as const;
export type HeaderKind = (typeof headerKinds)[number];

/** What each route declares about the frame around it. */
export interface RouteHandle {
  header: HeaderKind;
  footer: boolean;
  /** Only logged-in members may open it; visitors go to /login (retail variants are exempt). */
  protected?: boolean;
  /** A GUEST session may open it too (the payment pages). */
  guestAllowed?: boolean;
  /** The offer detail page: its header turns solid after 350 px; on phones it is the back/share bar. */
  offerDetail?: boolean;
  /** A page with the SEO block (breadcrumbs): home, categories, FAQ, about, privacy, blog (spec §2 Rules). */
  seo?: boolean;
  /** A home page: the shell describes the site (WebSite, Organization) instead of a WebPage. */
  homePage?: boolean;
}

/** The shape every lazily loaded feature route module exports. */
export interface FeatureRouteModule {
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
  createLoader?: (deps: DataDeps) => LoaderFunction;
}

export interface RegistryEntry {
  path: string;
  handle: RouteHandle;
  /** A dynamic import, so every route is its own chunk. */
  load: () => Promise<FeatureRouteModule>;
}

const standard: RouteHandle = { header: 'standard', footer: true };
const withSeo: RouteHandle = { header: 'standard', footer: true, seo: true };
const member: RouteHandle = { header: 'standard', footer: true, protected: true };
const memberHome: RouteHandle = { ...member, homePage: true };
const loginPage: RouteHandle = { header: 'standard', footer: false };
const paymentPage: RouteHandle = { header: 'logo', footer: false, protected: true, guestAllowed: true };
const offerPage: RouteHandle = { header: 'transparent', footer: true, offerDetail: true, seo: true };

// Catalogue, home and search: the offers feature.
const home = () => import('@rewards/offers-ui/routes/home');
const categories = () => import('@rewards/offers-ui/routes/categories');
const category = () => import('@rewards/offers-ui/routes/category');
const exclusives = () => import('@rewards/offers-ui/routes/exclusives');
const offerDetail = () => import('@rewards/offers-ui/routes/offerDetail');
const offerLanding = () => import('@rewards/offers-ui/routes/offerLanding');
const eventLanding = () => import('@rewards/offers-ui/routes/eventLanding');
const userfeed = () => import('@rewards/offers-ui/routes/userfeed');
const search = () => import('@rewards/offers-ui/routes/search');
// Terms, static pages, FAQ, blog and unsubscribe: the content feature.
const terms = () => import('@rewards/content/routes/terms');
const staticPage = () => import('@rewards/content/routes/staticPage');
const faq = () => import('@rewards/content/routes/faq');
const blog = () => import('@rewards/content/routes/blog');
const article = () => import('@rewards/content/routes/article');
const unsubscribe = () => import('@rewards/content/routes/unsubscribe');
// The system pages are the shell's own, still a chunk of their own.
const systemPages = () => import('../system/systemRoutes');
const overload = () => systemPages().then((module) => module.overloadRoute);
const downtime = () => systemPages().then((module) => module.downtimeRoute);
const payment = () => import('@rewards/payment/routes/payment');
// Through @rewards/auth's own loader: the shell imports that lib statically for the session.
const login = loadLoginRoute;
// The profile page comes with the payment feature's membership management.
const profile = () => import('@rewards/payment/routes/profile');

/** Category listing, category and offer detail under one base path (each variant has its own base). */
function catalogueRoutes(base: string, frame: { protected?: boolean } = {}): RegistryEntry[] {
  return [
    { path: base, handle: { ...withSeo, ...frame }, load: categories },
    { path: `${base}/:catName`, handle: { ...withSeo, ...frame }, load: category },
    { path: `${base}/:catName/:brand`, handle: { ...offerPage, ...frame }, load: offerDetail },
  ];
}

/**
 * Every route of the product, once. Each app's router is this list filtered by the partner's
 * allowed paths; the shell adds /404 and the catch-all not-found screen itself.
 */
export const routeRegistry: readonly RegistryEntry[] = [
  { path: '/', handle: { header: 'transparent', footer: true, seo: true, homePage: true }, load: home },
  { path: '/userfeed', handle: memberHome, load: userfeed },
  { path: '/home', handle: memberHome, load: userfeed },
  // The shopper co-brand's member home (its partner config sends logged-in members there).
  { path: '/user-shopper-stop', handle: memberHome, load: userfeed },
  { path: '/login', handle: loginPage, load: login },
  { path: '/profile', handle: member, load: profile },
  { path: '/search', handle: member, load: search },
  { path: '/payment', handle: paymentPage, load: payment },
  { path: '/payment/:screen', handle: paymentPage, load: payment },
  // The exclusive offers list, before the category it would otherwise be taken for.
  { path: '/categories/tpxclusives', handle: withSeo, load: exclusives },
  ...catalogueRoutes('/categories'),
  ...catalogueRoutes('/categoriescard'),
  ...catalogueRoutes('/categoriesshoppercard'),
  ...catalogueRoutes('/categorylistingmore', { protected: true }),
  { path: '/paymentOffer/:brand', handle: standard, load: offerLanding },
  { path: '/liteOffer/:brand', handle: standard, load: offerLanding },
  { path: '/event-landing', handle: standard, load: eventLanding },
  { path: '/terms-and-conditions', handle: standard, load: terms },
  { path: '/terms-and-conditions/:tncName', handle: standard, load: terms },
  { path: '/tnc', handle: standard, load: terms },
  { path: '/referral-terms-and-conditions', handle: standard, load: terms },
  { path: '/referral-terms-and-conditions/:tncName', handle: standard, load: terms },
  { path: '/about', handle: withSeo, load: staticPage },
  { path: '/privacy-policy', handle: withSeo, load: staticPage },
  { path: '/experiantnc', handle: standard, load: staticPage },
  { path: '/visa-terms-and-conditions', handle: standard, load: staticPage },
  { path: '/support', handle: standard, load: staticPage },
  { path: '/faq', handle: withSeo, load: faq },
  { path: '/blog', handle: withSeo, load: blog },
  { path: '/blog/:articleTitle', handle: withSeo, load: article },
  { path: '/blog-aboutus', handle: withSeo, load: staticPage },
  { path: '/unsubscribe', handle: standard, load: unsubscribe },
  { path: '/system-overload', handle: { header: 'none', footer: false }, load: overload },
  { path: '/downtime', handle: { header: 'none', footer: false }, load: downtime },
  { path: '/down-time', handle: { header: 'none', footer: false }, load: downtime },
];
