// Breadcrumbs and the SEO block's visibility (spec §2 Rules, Other screens), as plain functions.

export interface Crumb {
  label: string;
  /** A slug's words (an offer, a category, an article): shown as the address has them, in every language. */
  name?: boolean;
  /** None on the last item: the current page is not a link. */
  href?: string;
}

/** Paths that never show breadcrumbs. */
const NO_BREADCRUMBS = ['ticketing'];

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A blog article's path segment is `{slug}-{id}`: the id after the last hyphen is not shown. */
function withoutArticleId(segment: string): string {
  const at = segment.lastIndexOf('-');
  return at > 0 ? segment.slice(0, at) : segment;
}

/**
 * The trail for a path: HOME first, then one item per path segment with hyphens shown as spaces,
 * each linking to the path so far except the last. Only a trail of 2 or more items is shown (so
 * the home page has none), and none on /ticketing.
 */
export function breadcrumbs(pathname: string, words: { home: string; page?: (segment: string) => string | undefined } = { home: 'HOME' }): Crumb[] {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0 || NO_BREADCRUMBS.includes(segments[0] ?? '')) return [];
  const isArticle = segments[0] === 'blog' && segments.length === 2;
  const crumbs: Crumb[] = [{ label: words.home, href: '/' }];
  segments.forEach((segment, index) => {
    const shown = isArticle && index === 1 ? withoutArticleId(decode(segment)) : decode(segment);
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    const last = index === segments.length - 1;
    // a page of the site has its name in the page's language; a slug is shown as the address has it
    const page = index === 0 ? words.page?.(shown) : undefined;
    const label = page ?? shown.replace(/-/g, ' ');
    const crumb: Crumb = page === undefined ? { label, name: true } : { label };
    crumbs.push(last ? crumb : { ...crumb, href });
  });
  return crumbs.length >= 2 ? crumbs : [];
}

/** Spec §2: the SEO block appears 200 ms after a navigation, at once on the first load. */
export const SEO_REVEAL_DELAY_MS = 200;

export function seoRevealDelay(firstLoad: boolean): number {
  return firstLoad ? 0 : SEO_REVEAL_DELAY_MS;
}

/**
 * Whether a page shows its SEO block (breadcrumbs, SEO text): only pages that declare it, never on
 * a partner that hides SEO (the retail variant), and not on the logged-out home.
 */
export function showsSeo({ pageHasSeo, partnerShowsSeo, pathname, loggedOut }: { pageHasSeo: boolean; partnerShowsSeo: boolean; pathname: string; loggedOut: boolean }): boolean {
  if (!pageHasSeo || !partnerShowsSeo) return false;
  return !(loggedOut && pathname === '/');
}
