// The footer's link rules (spec §2 Footer), as plain functions with table tests beside them.
import type { FooterCategory } from '@rewards/api-contract';
import type { PartnerConfig } from '@rewards/partner';

export interface FooterHref {
  href: string;
  /** Opens in a new tab (native items). */
  external: boolean;
}

/** Adds query parameters to a site path or an absolute URL, keeping any it has and its #fragment. */
export function withParams(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const withoutHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const search = new URLSearchParams(queryAt === -1 ? '' : withoutHash.slice(queryAt + 1));
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/**
 * A footer category: native items open their own URL in a new tab; the rest go to the
 * catalogue page named by the display name lowercased (`/categories/food delivery`), under the
 * partner's catalogue path.
 */
export function categoryHref(category: Pick<FooterCategory, 'displayName' | 'isNative' | 'url'>, categoriesPath = '/categories'): FooterHref {
  if (category.isNative && category.url) return { href: category.url, external: true };
  return { href: `${categoriesPath}/${encodeURIComponent(category.displayName.toLowerCase())}`, external: false };
}

/** Who the support pages are told about, when the user is known. */
export interface SupportUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  mobile?: string | null;
}

/** Support links carry the known user's `name`, `email` and `mob` (only the ones there are). */
export function supportHref(url: string, user: SupportUser | undefined): string {
  if (!user) return url;
  const name = [user.firstName, user.lastName].filter((part) => part && part.trim()).join(' ').trim();
  const params: Record<string, string> = {};
  if (name) params['name'] = name;
  if (user.email) params['email'] = user.email;
  if (user.mobile) params['mob'] = user.mobile;
  return Object.keys(params).length > 0 ? withParams(url, params) : url;
}

/**
 * A Top Benefits link: its deeplink under the partner's catalogue path (the API writes
 * `/categories/...`), always carrying `source_origin=footer`.
 */
export function topBenefitHref(deeplink: string, categoriesPath = '/categories'): string {
  return withParams(rebaseCatalogue(deeplink, categoriesPath), { source_origin: 'footer' });
}

/** Paths from the API name the core catalogue (`/categories/...`); a partner's catalogue has its own base. */
export function rebaseCatalogue(path: string, categoriesPath = '/categories'): string {
  return path.replace(/^\/categories(?=[/?#]|$)/, categoriesPath);
}

/**
 * The line under the footer's brand name: on the core site the API's footer content (a campaign path
 * brings its own), else the core default; a co-brand's own, from its partner config, whatever the
 * API's content says (that content is the core site's).
 */
export function footerSubtitle(partner: Pick<PartnerConfig, 'id' | 'labels'>, contentSubtitle: string | null | undefined): string {
  if (partner.id !== 'core') return partner.labels.footerSubtitle;
  return contentSubtitle ?? partner.labels.footerSubtitle;
}
