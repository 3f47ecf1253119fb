import type { DataDeps } from '@rewards/api-client';
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

export const standard: RouteHandle = { header: 'standard', footer: true };
export const withSeo: RouteHandle = { header: 'standard', footer: true, seo: true };
export const member: RouteHandle = { header: 'standard', footer: true, protected: true };
export const memberHome: RouteHandle = { ...member, homePage: true };
export const loginPage: RouteHandle = { header: 'standard', footer: false };
export const paymentPage: RouteHandle = { header: 'logo', footer: false, protected: true, guestAllowed: true };
export const offerPage: RouteHandle = { header: 'transparent', footer: true, offerDetail: true, seo: true };

// Route code every site serves: home, the catalogue, terms and the profile. Each site's list lives in
// its own module (routing/sites), so a site's build holds only the route chunks it serves.
const home = () => import('@rewards/home/routes/home');
const categories = () => import('@rewards/listing/routes/categories');
const category = () => import('@rewards/listing/routes/category');
const offerDetail = () => import('@rewards/offer-detail/routes/offerDetail');
const exclusives = () => import('@rewards/home/routes/exclusives');
export const terms = () => import('@rewards/content/routes/terms');
// The profile page comes with the payment feature's membership management.
const profile = () => import('@rewards/membership/routes/profile');

/**
 * Category listing, the exclusive offers list, category and offer detail under one base path (each
 * variant has its own base; the exclusives' static segment ranks above the category's parameter).
 */
export function catalogueRoutes(base: string, frame: { protected?: boolean } = {}): RegistryEntry[] {
  return [
    { path: base, handle: { ...withSeo, ...frame }, load: categories },
    { path: `${base}/tpxclusives`, handle: { ...withSeo, ...frame }, load: exclusives },
    { path: `${base}/:catName`, handle: { ...withSeo, ...frame }, load: category },
    { path: `${base}/:catName/:brand`, handle: { ...offerPage, ...frame }, load: offerDetail },
  ];
}

// Entries more than one site serves, named so each site's list can pick them.
export const homeEntry: RegistryEntry = { path: '/', handle: { header: 'transparent', footer: true, seo: true, homePage: true }, load: home };
export const profileEntry: RegistryEntry = { path: '/profile', handle: member, load: profile };
export const tncEntry: RegistryEntry = { path: '/tnc', handle: standard, load: terms };
