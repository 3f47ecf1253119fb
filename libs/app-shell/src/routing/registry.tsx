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
const transparent: RouteHandle = { header: 'transparent', footer: true };
const member: RouteHandle = { header: 'standard', footer: true, protected: true };
const loginPage: RouteHandle = { header: 'standard', footer: false };
const paymentPage: RouteHandle = { header: 'logo', footer: false, protected: true, guestAllowed: true };

const home = () => import('@rewards/offers-ui/routes/home');
const categories = () => import('@rewards/offers-ui/routes/categories');
const category = () => import('@rewards/offers-ui/routes/category');
const offerDetail = () => import('@rewards/offers-ui/routes/offerDetail');
const userfeed = () => import('@rewards/offers-ui/routes/userfeed');
const payment = () => import('@rewards/payment/routes/payment');
// Through @rewards/auth's own loader: the shell imports that lib statically for the session.
const login = loadLoginRoute;
// The profile page comes with the payment feature's membership management.
const profile = () => import('@rewards/payment/routes/profile');

/** Category listing, category and offer detail under one base path (each variant has its own base). */
function catalogueRoutes(base: string): RegistryEntry[] {
  return [
    { path: base, handle: standard, load: categories },
    { path: `${base}/:catName`, handle: standard, load: category },
    { path: `${base}/:catName/:brand`, handle: transparent, load: offerDetail },
  ];
}

/**
 * Every route of the product, once. Each app's router is this list filtered by the partner's
 * allowed paths; the shell adds /404 and the catch-all not-found screen itself.
 */
export const routeRegistry: readonly RegistryEntry[] = [
  { path: '/', handle: transparent, load: home },
  { path: '/userfeed', handle: member, load: userfeed },
  { path: '/home', handle: member, load: userfeed },
  // The shopper co-brand's member home (its partner config sends logged-in members there).
  { path: '/user-shopper-stop', handle: member, load: userfeed },
  { path: '/login', handle: loginPage, load: login },
  { path: '/profile', handle: member, load: profile },
  { path: '/payment', handle: paymentPage, load: payment },
  { path: '/payment/:screen', handle: paymentPage, load: payment },
  ...catalogueRoutes('/categories'),
  ...catalogueRoutes('/categoriesshoppercard'),
  ...catalogueRoutes('/categorylistingmore'),
];
