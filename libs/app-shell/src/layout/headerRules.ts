// The header's rules (spec §2 Header), as plain functions with table tests beside them.
import type { HamburgerMenu } from '@rewards/api-contract';
import type { SideMenuItem } from '@rewards/design-system';
import { HOME_FEED_PATHS, LISTING_ROOTS, type PartnerConfig } from '@rewards/partner';
import { rebaseCatalogue } from './footerLinks';

export const searchOrigins = ['top_nav_bar_home_feed', 'top_nav_bar_offer_listing', 'top_nav_bar_user_profile', 'deeplink'] as const;
export type SearchOrigin = (typeof searchOrigins)[number];

function underBase(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The `source_origin` the header's Search button sends to /search in the router state: the feed
 * (or home), an offer listing (any catalogue page), or the profile. Elsewhere there is none (the
 * search page counts a visit without one as a deeplink).
 */
export function searchOrigin(pathname: string): SearchOrigin | undefined {
  const path = normalise(pathname);
  if (HOME_FEED_PATHS.includes(path)) return 'top_nav_bar_home_feed';
  if (LISTING_ROOTS.some((base) => underBase(path, base))) return 'top_nav_bar_offer_listing';
  if (path === '/profile') return 'top_nav_bar_user_profile';
  return undefined;
}

/** Spec §2: the home header turns solid after any scroll; an offer page's after 350 px. */
export const OFFER_DETAIL_SOLID_AFTER_PX = 350;

/**
 * Where the header logo goes (spec §2: '/userfeed when logged in, / when logged out,
 * /user-shopper-stop in shopper mode, /categorylistingmore in the retail variant'): on a co-brand its
 * home for everyone, visitors included; on the core site the session's target (`logoTarget`) as it is,
 * and a guest's way back to /login with the mobile wins everywhere.
 */
export function partnerLogoTarget(sessionTarget: string, partner: Pick<PartnerConfig, 'id' | 'home'>): string {
  if (partner.id === 'core' || sessionTarget !== '/') return sessionTarget;
  return partner.home;
}

/** How far the page scrolls before the header turns solid. */
export function solidThreshold(offerDetail: boolean): number {
  return offerDetail ? OFFER_DETAIL_SOLID_AFTER_PX : 0;
}

/** A transparent header is solid once the page has scrolled past its threshold. */
export function isHeaderSolid(scrollY: number, offerDetail: boolean): boolean {
  return scrollY > solidThreshold(offerDetail);
}

/**
 * Where the mobile offer page's back button goes: back in this app's history when there is any,
 * else the partner's catalogue, or / on the retail variant.
 */
export function offerBackTarget({ hasHistory, categoriesPath, retail }: { hasHistory: boolean; categoriesPath: string; retail: boolean }): -1 | string {
  if (hasHistory) return -1;
  return retail ? '/' : categoriesPath;
}

/** The side menu's 'Download Now' link (shared with the payment feature's app-install prompt). */
export { appDownloadLink } from '@rewards/platform';

/** The logged-out home's section tabs and the ids of the sections they scroll to. */
export const HOME_SECTIONS = [
  // i18n-keys: homeSections.keyBenefits homeSections.curatedExperiences homeSections.additionalBenefits
  { id: 'key-benefits', labelKey: 'homeSections.keyBenefits' },
  { id: 'curated-experiences', labelKey: 'homeSections.curatedExperiences' },
  { id: 'additional-benefits', labelKey: 'homeSections.additionalBenefits' },
] as const;

/**
 * The tab to highlight: the first section (in page order) that is in view; when none is, the
 * last one highlighted stays (so the highlight does not flicker between sections).
 */
export function activeSection(order: readonly string[], inView: ReadonlySet<string>, previous: string | undefined): string | undefined {
  return order.find((id) => inView.has(id)) ?? previous;
}

function pathOnly(href: string): string {
  return href.split(/[?#]/)[0] ?? href;
}

/**
 * The side menu's entries from the layout API: catalogue paths under the partner's own base,
 * native links in a new tab, and only pages this site serves (a dropdown with none left goes).
 */
export function sideMenuItems(menu: HamburgerMenu, { categoriesPath, isServed }: { categoriesPath: string; isServed: (path: string) => boolean }): SideMenuItem[] {
  const entries: SideMenuItem[] = [];
  for (const item of menu.menu) {
    const links = item.items
      .map((link) => ({ label: link.label, href: link.isNative ? link.url : rebaseCatalogue(link.url, categoriesPath), external: link.isNative }))
      .filter((link) => link.external || isServed(pathOnly(link.href)));
    if (item.dropDown || item.items.length > 0) {
      if (links.length > 0) entries.push({ label: item.text, icon: item.icon ?? null, items: links });
      continue;
    }
    if (!item.path) continue;
    const href = rebaseCatalogue(item.path, categoriesPath);
    const external = /^https?:\/\//.test(href);
    if (external || isServed(pathOnly(href))) entries.push({ label: item.text, href, icon: item.icon ?? null, external });
  }
  return entries;
}
