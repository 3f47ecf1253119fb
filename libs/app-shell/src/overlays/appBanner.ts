import { inAppParam, readCookie } from '@rewards/partner';

/**
 * What the app banner (`app_banner`, spec §4) knows before any script runs, kept in one cookie for the
 * browser's session (no expiry) so that the server's render and the browser's first render agree:
 * `closed` (the member closed it), `trial` (the free-trial flow was entered: the banner waits 6 s)
 * and `app` (the visit is inside the member's app). A banner the server renders for a member who
 * qualifies is in the first HTML, so nothing moves down when the page comes alive.
 */
export const APP_BANNER_COOKIE = 'rp_app_banner';

export type AppBannerFlag = 'closed' | 'trial' | 'app';
const FLAGS: readonly AppBannerFlag[] = ['closed', 'trial', 'app'];

export interface AppBannerFacts {
  closed: boolean;
  trialFlow: boolean;
  inApp: boolean;
}

function flagsOf(cookie: string | undefined): Set<AppBannerFlag> {
  const value = readCookie(cookie, APP_BANNER_COOKIE) ?? '';
  return new Set(FLAGS.filter((flag) => value.split('.').includes(flag)));
}

/** `/payment?flow=trial`: the free-trial step, where the flow starts. */
export function isFreeTrialStep(pathname: string, search: string): boolean {
  return pathname === '/payment' && new URLSearchParams(search).get('flow') === 'trial';
}

/** The banner's facts from the cookie and the page's address, on the server and in the browser alike. */
export function appBannerFacts(cookie: string | undefined, pathname: string, search: string): AppBannerFacts {
  const flags = flagsOf(cookie);
  return {
    closed: flags.has('closed'),
    trialFlow: flags.has('trial') || isFreeTrialStep(pathname, search),
    // `?app=` in this address says so (true or false) before the cookie does
    inApp: inAppParam(search) ?? flags.has('app'),
  };
}

/**
 * The `document.cookie = …` assignment that sets or clears one flag, or undefined when the cookie
 * already says so. Lax and for the whole site; no expiry, so it ends with the browser's session.
 */
export function appBannerCookieUpdate(cookie: string | undefined, flag: AppBannerFlag, on: boolean): string | undefined {
  const flags = flagsOf(cookie);
  if (flags.has(flag) === on) return undefined;
  if (on) flags.add(flag);
  else flags.delete(flag);
  const value = FLAGS.filter((each) => flags.has(each)).join('.');
  return value ? `${APP_BANNER_COOKIE}=${value}; path=/; samesite=lax` : `${APP_BANNER_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/** Sets or clears one flag in this browser's cookie (nothing is written when it already says so). */
export function writeAppBannerFlag(flag: AppBannerFlag, on: boolean): void {
  const update = appBannerCookieUpdate(document.cookie, flag, on);
  if (update) document.cookie = update;
}
