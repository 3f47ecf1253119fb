// Which content a path shows. The routes pass `location.pathname`; the rules never read the router.

/** The terms every terms route falls back to when it names none (`/terms-and-conditions`, `/tnc`). */
export const GENERAL_TERMS = 'general';
/** The referral programme's terms (`/referral-terms-and-conditions`). */
export const REFERRAL_TERMS = 'referral';
/** Where any terms page goes when its terms cannot be fetched (spec §2). */
export const TERMS_FALLBACK_PATH = '/experiantnc';

const TERMS_BASE = '/terms-and-conditions';
const REFERRAL_BASE = '/referral-terms-and-conditions';

function segments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).trim().toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

export interface TermsPage {
  /** The name the API knows the terms by (`GET /c/prime/tnc/{name}`). */
  name: string;
  /** One canonical URL per set of terms, whichever alias was opened. */
  canonicalPath: string;
}

/**
 * The terms a path shows:
 *
 * | path                                      | name         | canonical                          |
 * |-------------------------------------------|--------------|------------------------------------|
 * | /terms-and-conditions, /tnc               | general      | /terms-and-conditions              |
 * | /terms-and-conditions/{tncName}           | {tncName}    | /terms-and-conditions/{tncName}    |
 * | /referral-terms-and-conditions            | referral     | /referral-terms-and-conditions     |
 * | /referral-terms-and-conditions/{tncName}  | {tncName}    | /terms-and-conditions/{tncName}    |
 *
 * A named programme's terms are the same text whichever base path links to them (a referral
 * campaign's terms are simply that campaign's terms), so the name is kept as it is and both paths
 * share one canonical URL. Names are matched lower-cased, as the API stores them.
 */
export function termsPageFromPath(pathname: string): TermsPage {
  const [base, tncName] = segments(pathname);
  if (tncName) return { name: tncName, canonicalPath: `${TERMS_BASE}/${encodeURIComponent(tncName)}` };
  if (base === REFERRAL_BASE.slice(1)) return { name: REFERRAL_TERMS, canonicalPath: REFERRAL_BASE };
  return { name: GENERAL_TERMS, canonicalPath: TERMS_BASE };
}

/** A static page's name is its path's first segment (`/privacy-policy` → `privacy-policy`). */
export function pageNameFromPath(pathname: string): string {
  return segments(pathname)[0] ?? '';
}

/** Legal pages say when they last changed; editorial ones (about, support, blog-aboutus) do not. */
const DATED_PAGES: ReadonlySet<string> = new Set(['privacy-policy', 'experiantnc', 'visa-terms-and-conditions']);

export function showsUpdatedDate(pageName: string): boolean {
  return DATED_PAGES.has(pageName);
}

/** The page whose content also lists the ways to reach support as links. */
export const SUPPORT_PAGE = 'support';
