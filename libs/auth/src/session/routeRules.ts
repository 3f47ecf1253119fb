// The session rules of the frame (spec §2 "Rules", §4 "Login popup", §6), as plain functions: the
// shell calls them on every navigation and acts on the answer.
import { SUPER_USER_VARIANT, type LoginType, type User } from '@rewards/api-contract';
import { joinsBy, type PartnerConfig } from '@rewards/partner';
import type { SessionEndReason } from '@rewards/api-client';
import type { LoginStatus } from './sessionStore';

export interface RouteAccessInput {
  pathname: string;
  search: string;
  status: LoginStatus;
  loginType: LoginType | undefined;
  user: User | undefined;
  /** The route needs a logged-in member. */
  isProtected: boolean;
  /** The route also admits a GUEST session (payment). */
  guestAllowed?: boolean;
  partner: Pick<PartnerConfig, 'home' | 'visitorsMayOpenProtected' | 'visitorProtectedRedirect' | 'allowedPaths'>;
  /** Logout is taking the member home: no redirects on the way. */
  leaving?: boolean;
  /** A login just finished and the login flow is taking the member onwards. */
  arriving?: boolean;
}

export type RouteAccess =
  | { kind: 'render' }
  /** The session is being restored or a login is finishing: show a loader, decide after. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; from?: string };

export const LOGIN_PATH = '/login';
/** The variant of the super user (spec §2: a user whose variantName is not BCCL is sent to /), shared with the API. */
export { SUPER_USER_VARIANT };

/** What the frame does with the current location for this session. */
export function routeAccess(input: RouteAccessInput): RouteAccess {
  const { pathname, search, status, loginType, user, partner } = input;
  const params = new URLSearchParams(search);
  const loggedIn = status === 'loggedIn';
  if (input.leaving) return { kind: 'render' };

  // Super user: the URL carries ?super=true; anyone else who arrives with it is sent home.
  if (loggedIn && params.get('super') === 'true' && user?.variantName !== SUPER_USER_VARIANT) {
    return { kind: 'redirect', to: '/' };
  }
  if (loggedIn && user?.superUser && params.get('super') !== 'true') {
    params.set('super', 'true');
    return { kind: 'redirect', to: `${pathname}?${params.toString()}` };
  }

  if (input.isProtected && !partner.visitorsMayOpenProtected) {
    if (status === 'loggingIn') return { kind: 'wait' };
    const guestAdmitted = input.guestAllowed === true && loginType === 'GUEST';
    if (!loggedIn && !guestAdmitted) {
      // The login page takes the visitor back afterwards; a partner's landing starts over.
      const to = partner.visitorProtectedRedirect;
      return to === LOGIN_PATH ? { kind: 'redirect', to, from: `${pathname}${search}` } : { kind: 'redirect', to };
    }
  }

  // A logged-in member never sees the logged-out home, except a co-brand member with a membership to
  // claim: the co-brand's landing at / is where it is claimed. The query goes along: campaign tags,
  // and the card network's answer when its sign-in sends a member back to the page they left.
  if (loggedIn && pathname === '/' && partner.home !== '/' && !input.arriving && !claimsOnLanding(partner, user)) return { kind: 'redirect', to: `${partner.home}${search}` };
  // (A member on /login is the login page's own business: right after logging in there, the page
  // still has to take them where they were going.)
  return { kind: 'render' };
}

/**
 * Whether a logged-in member has a membership to claim on this site: on a co-brand (which claims
 * instead of taking payments) a member without a running membership, an enrolment still unclaimed
 * (primeProfile 10) or a grocery customer who has yet to give a store code.
 */
export function claimsOnLanding(partner: Pick<PartnerConfig, 'allowedPaths'>, user: Pick<User, 'primeUser'> | undefined): boolean {
  return joinsBy(partner) === 'claim' && user !== undefined && !user.primeUser;
}

/**
 * Where the logo leads (spec §4): a logged-in member home; a guest not verified with a saved
 * pre-login mobile (a GUEST session, or a pre-login that answered GUEST) back to the login page with
 * that mobile; anyone else to /.
 */
export function logoTarget(input: {
  status: LoginStatus;
  loginType: LoginType | undefined;
  preLoginMobile: string | undefined;
  /** The saved pre-login details' login type: GUEST for a mobile with no verified account. */
  preLoginType?: LoginType | undefined;
  home: string;
}): string {
  if (input.status === 'loggedIn') return input.home;
  const guest = input.loginType === 'GUEST' || input.preLoginType === 'GUEST';
  if (input.preLoginMobile && guest) return `${LOGIN_PATH}?mobile=${input.preLoginMobile}`;
  return '/';
}

/**
 * Where the frame goes when the session ended without the member asking (spec §4, token renewal):
 * an unrenewable session logs in again; a blocked guest goes to /login; a blocked member is simply
 * logged out where they are (a protected page then sends them to /login by the rule above).
 */
export function afterSessionEnded(reason: SessionEndReason, loginType: LoginType | undefined): { to: string; renewError: boolean } | null {
  if (reason === 'blocked') return loginType === 'GUEST' ? { to: LOGIN_PATH, renewError: false } : null;
  return { to: LOGIN_PATH, renewError: reason === 'renew-error' };
}
