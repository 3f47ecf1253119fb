import type { Banner } from '@rewards/api-contract';
import { joinPath, type PartnerConfig } from '@rewards/partner';
import { offerHref } from '@rewards/offers/offerHref';

/** What a banner click does. */
export type BannerTarget =
  /** A page of this site. */
  | { kind: 'page'; href: string }
  /** Another site, in a new tab. */
  | { kind: 'newTab'; href: string }
  /** Open sign-in (visitors on members-only actions and on the weekly banner). */
  | { kind: 'signIn' }
  /** Nothing to do: the banner is a picture only. */
  | { kind: 'none' };

export interface BannerViewer {
  loggedIn: boolean;
  /** The partner's base for offer pages ('/categories', '/categoriesshoppercard', ...). */
  categoriesPath: string;
  /** The partner's paths: REVIEW_ORDER leads to payment where the site takes payments, else to claiming. */
  allowedPaths: PartnerConfig['allowedPaths'];
  /** The weekly promotion banner's CTA opens sign-in for visitors, whatever its action. */
  visitorsSignIn?: boolean;
}

/** A URL without an action: a path stays on the site, anything else is another site. */
function plainLink(url: string | null | undefined): BannerTarget {
  if (!url) return { kind: 'none' };
  return url.startsWith('/') && !url.startsWith('//') ? { kind: 'page', href: url } : { kind: 'newTab', href: url };
}

/**
 * The banner click actions (spec §2): REVIEW_ORDER goes to /payment?promo={couponCode} (to the claim
 * landing on a co-brand, which takes no payments); OFFER to the
 * offer's page; URL_REDIRECTION opens a new tab; HOME_PAGE goes to /; GET_CREDIT_REPORT goes to
 * /creditscorecheck for members and opens sign-in for visitors. A banner without an action
 * follows its `redirectionURL`, if any.
 */
export function bannerTarget(banner: Pick<Banner, 'ctaDetail' | 'redirectionURL'>, viewer: BannerViewer): BannerTarget {
  if (viewer.visitorsSignIn && !viewer.loggedIn) return { kind: 'signIn' };
  const cta = banner.ctaDetail;
  if (!cta) return plainLink(banner.redirectionURL);
  const data = cta.data ?? {};
  switch (cta.actionType) {
    case 'REVIEW_ORDER':
      return { kind: 'page', href: joinPath(viewer, data.couponCode) };
    case 'OFFER':
      return data.offerName && data.categorySlug
        ? { kind: 'page', href: offerHref(viewer.categoriesPath, { categorySlug: data.categorySlug, name: data.offerName }) }
        : plainLink(banner.redirectionURL);
    case 'URL_REDIRECTION': {
      const url = data.redirectionUrl ?? banner.redirectionURL;
      return url ? { kind: 'newTab', href: url } : { kind: 'none' };
    }
    case 'HOME_PAGE':
      return { kind: 'page', href: '/' };
    case 'GET_CREDIT_REPORT':
      return viewer.loggedIn ? { kind: 'page', href: '/creditscorecheck' } : { kind: 'signIn' };
    default:
      return plainLink(banner.redirectionURL);
  }
}
