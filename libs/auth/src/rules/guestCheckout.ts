// Guest checkout (spec §3 "Login preferences: loginType GUEST or login", §4, §6): a visitor who
// chooses to join is asked for a mobile; pre-login says whether that mobile is a verified account
// (SSO: the ordinary login) or not (GUEST: a session enough to pay, never a logged-in member).
import type { LoginType, PreLoginDetails } from '@rewards/api-contract';
import { PAYMENT_PATH } from '@rewards/partner';

/** What the opener of a login prefers: a guest checkout, or the ordinary login. */
export type LoginPreference = 'GUEST' | 'login';

/**
 * The session a verified code starts: GUEST only when the member chose guest checkout and
 * pre-login found no verified account for the mobile; a known member logs in as usual.
 */
export function sessionLoginType(preference: LoginPreference | undefined, preLogin: Pick<PreLoginDetails, 'loginType'> | undefined): LoginType {
  return preference === 'GUEST' && preLogin?.loginType === 'GUEST' ? 'GUEST' : 'SSO';
}

/**
 * Where a guest goes once the session starts: the payment page (carrying a code typed at login as
 * its promo), or the payment step they were sent to log in from. A guest may open nothing else.
 */
export function guestDestination(code: string | undefined, returnTo: string | undefined): string {
  if (code) return `${PAYMENT_PATH}?promo=${encodeURIComponent(code)}`;
  if (returnTo && (returnTo === PAYMENT_PATH || returnTo.startsWith(`${PAYMENT_PATH}/`) || returnTo.startsWith(`${PAYMENT_PATH}?`))) return returnTo;
  return PAYMENT_PATH;
}
