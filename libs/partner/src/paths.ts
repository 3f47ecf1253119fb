// The paths every deployment's knowledge is built from, in one place: the catalogue roots, the member
// homes and how a site lets a member join. Partner configs, the route registry, the header and the
// listing rules all read these; nothing else spells them out.
import { isPathAllowed } from './allowedPaths';
import type { PartnerConfig } from './partner';

/** The catalogue's root per variant (spec §2: the core listing, its card variant and the two co-brands'). */
export const catalogueRoots = {
  core: '/categories',
  card: '/categoriescard',
  shopper: '/categoriesshoppercard',
  moreRewards: '/categorylistingmore',
} as const;

/** Every listing root. */
export const LISTING_ROOTS: readonly string[] = Object.values(catalogueRoots);

/** Listing roots whose pages use the card variant (a grid of BIG cards). */
export const CARD_VARIANT_ROOTS: readonly string[] = [catalogueRoots.card, catalogueRoots.shopper];

/** The member feeds: the core site's two and the department store's. */
export const memberHomes = { core: '/userfeed', coreAlias: '/home', shopper: '/user-shopper-stop' } as const;

/** The logged-out home and every member feed (the header's Search counts them as the home feed). */
export const HOME_FEED_PATHS: readonly string[] = ['/', ...Object.values(memberHomes)];

/** Where members pay for a membership on the sites that take payments. */
export const PAYMENT_PATH = '/payment';

/**
 * Where a co-brand member claims the membership their partner enrolled them for: the landing at `/`
 * (visitors sign in there; a logged-in member whose membership is unclaimed stays there to claim it).
 */
export const CLAIM_PATH = '/';

/**
 * How a site lets a member join: `payment` where it serves the payment pages (the core site), else
 * `claim` (a co-brand: its partner enrols members and they claim the membership, never pay).
 */
export function joinsBy(partner: Pick<PartnerConfig, 'allowedPaths'>): 'payment' | 'claim' {
  return isPathAllowed(PAYMENT_PATH, partner.allowedPaths) ? 'payment' : 'claim';
}

/** Whether the site takes payments (buy buttons, discount banner, free trial, the plan prefetch). */
export function takesPayments(partner: Pick<PartnerConfig, 'allowedPaths'>): boolean {
  return joinsBy(partner) === 'payment';
}

/**
 * Where a join action leads (JOIN TO AVAIL, a REVIEW_ORDER banner or CTA, a free-trial prompt): the
 * payment page, with the promo when one is given, on a site that takes payments; the claim landing on a
 * co-brand, which has no payment page.
 */
export function joinPath(partner: Pick<PartnerConfig, 'allowedPaths'>, promo?: string | null): string {
  if (!takesPayments(partner)) return CLAIM_PATH;
  return promo ? `${PAYMENT_PATH}?promo=${encodeURIComponent(promo)}` : PAYMENT_PATH;
}

/** The card-linked offer's page: Benefits & Subscriptions for card-network (Visa) members. */
export const CARD_OFFER_PATH = '/visa-offer/categories';

/**
 * Whether the site runs the card-linked (Visa) offer: its home widget, the card offer popups and the
 * make-payment logo's popup. Where its partner config serves the card offer's page (the core site).
 */
export function takesCardOffers(partner: Pick<PartnerConfig, 'allowedPaths'>): boolean {
  return isPathAllowed(CARD_OFFER_PATH, partner.allowedPaths);
}

/**
 * sessionStorage: the card a visitor checked for the card-linked offer (its first 6 digits and the
 * offer), kept for the tab so the flow goes on after a sign-in or a reload. Written and read by
 * @rewards/visa-flow; the shell only asks whether a page load starts with one.
 */
export const CARD_OFFER_SESSION_KEY = 'rp_card_offer_session';

/**
 * A link the API gives (the visitor's 'See plans' chip, ...): unchanged where the site takes payments;
 * on a co-brand a link into the payment pages leads to the claim landing and says so.
 */
export function joinLink(partner: Pick<PartnerConfig, 'allowedPaths' | 'labels'>, link: { label: string; url: string }): { label: string; url: string } {
  const intoPayment = link.url === PAYMENT_PATH || link.url.startsWith(`${PAYMENT_PATH}?`) || link.url.startsWith(`${PAYMENT_PATH}/`);
  return intoPayment && !takesPayments(partner) ? { label: partner.labels.claimLink, url: CLAIM_PATH } : link;
}
